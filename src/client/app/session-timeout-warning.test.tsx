import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../shared/schemas/auth';
import { renderWithApp, sessionState } from '../test/render-with-app';
import { SessionTimeoutWarning } from './session-timeout-warning';

// The dialog's code loads on its own (lazily): loaded once before the clock is faked, it then
// arrives within a few turns of the fake clock.
beforeAll(async () => {
  await import('./session-timeout-dialog');
});
const dialogLoaded = async () => {
  for (let turn = 0; turn < 5; turn += 1) await act(() => vi.advanceTimersByTimeAsync(20));
};

const MINUTE = 60_000;

function sessionIdleFor(ms: number): SessionState {
  return sessionState({ session: { lastActivityAt: new Date(Date.now() - ms).toISOString() } });
}

function renderWarning(state: SessionState) {
  renderWithApp(<SessionTimeoutWarning session={state} />, {
    route: '/app',
    pages: { '/login': <p>Sign-in page</p> },
  });
}

beforeEach(() => {
  // No server here, so the sign-out request fails: the screen must still sign the user out.
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SessionTimeoutWarning', () => {
  it('stays closed while more than 2 minutes remain', async () => {
    renderWarning(sessionIdleFor(10 * MINUTE));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await dialogLoaded();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens under 2 minutes with a m:ss countdown, and signs out at zero', async () => {
    renderWarning(sessionIdleFor(13 * MINUTE));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await dialogLoaded();
    expect(screen.getByRole('alertdialog', { name: 'Session Timeout Warning' })).toBeVisible();
    expect(screen.getByText(/^1:5\d$/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText(/^0:5\d$/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
    expect(screen.getByText('Session expired')).toBeInTheDocument();
  });

  it('asks the server to sign out once, however long its answer takes', async () => {
    // A slow server (a phone's weak signal): the answer comes 5 s later. Asked again each
    // second, a late answer would clear the cookie of the sign-in that followed.
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(
      () =>
        new Promise((resolve) => {
          setTimeout(() => resolve(new Response('{"success":true}', { status: 200 })), 5_000);
        }),
    );
    try {
      renderWarning(sessionIdleFor(15 * MINUTE + 1_000));
      await act(() => vi.advanceTimersByTimeAsync(8_000));
      const signOuts = fetchSpy.mock.calls.filter(([url]) => String(url).endsWith('/sign-out'));
      expect(signOuts).toHaveLength(1);
      expect(screen.getByText('Sign-in page')).toBeInTheDocument();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
