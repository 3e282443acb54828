import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../shared/schemas/auth';
import { SessionTimeoutWarning } from './session-timeout-warning';

const MINUTE = 60_000;

function sessionIdleFor(ms: number): SessionState {
  const now = Date.now();
  return {
    user: {
      id: 'u1',
      email: 'carer@example.com',
      subscriptionTier: 'basic',
      isAdmin: false,
      isDemo: false,
      createdAt: new Date(now).toISOString(),
    },
    session: {
      id: 's1',
      status: 'active',
      isAdminLogin: false,
      mfaVerifiedAt: new Date(now).toISOString(),
      lastActivityAt: new Date(now - ms).toISOString(),
      idleTimeoutMs: 15 * MINUTE,
      expiresAt: new Date(now + 8 * 60 * MINUTE).toISOString(),
      serverTime: new Date(now).toISOString(),
    },
  };
}

function renderWarning(state: SessionState) {
  const router = createMemoryRouter(
    [
      { path: '/app', element: <SessionTimeoutWarning session={state} /> },
      { path: '/login', element: <p>Sign-in page</p> },
    ],
    { initialEntries: ['/app'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
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
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens under 2 minutes with a m:ss countdown, and signs out at zero', async () => {
    renderWarning(sessionIdleFor(13 * MINUTE));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('alertdialog', { name: 'Session Timeout Warning' })).toBeVisible();
    expect(screen.getByText(/^1:5\d$/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText(/^0:5\d$/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
    expect(screen.getByText('Session expired')).toBeInTheDocument();
  });
});
