import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/constants';
import type { SessionState } from '../../../../shared/schemas/auth';
import { brand } from '../../../config/brand';
import { sessionQueryKey } from '../../../lib/session';
import { renderWithApp, sessionState } from '../../../test/render-with-app';
import { WelcomeVideoDialog } from './welcome-video-dialog';

const fetch = vi.fn(async () => Response.json({ welcomeSeen: true }));
beforeEach(() => {
  fetch.mockClear();
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => vi.unstubAllGlobals());

const firstVisit = () =>
  renderWithApp(<WelcomeVideoDialog />, {
    session: sessionState({ user: { welcomeSeen: false } }),
  });

/** Closed: kept on the account (the session answer says so at once) and in this browser. */
async function expectRecorded(queryClient: ReturnType<typeof firstVisit>['queryClient']) {
  await waitFor(() =>
    expect(fetch).toHaveBeenCalledWith(
      '/api/account/welcome-seen',
      expect.objectContaining({ method: 'POST' }),
    ),
  );
  expect(queryClient.getQueryData<SessionState>(sessionQueryKey)?.user.welcomeSeen).toBe(true);
  expect(localStorage.getItem(STORAGE_KEYS.hasSeenWelcome)).toBe('true');
}

describe('WelcomeVideoDialog', () => {
  it('welcomes a first-time visitor with the video until Get Started', async () => {
    const { user, queryClient } = firstVisit();
    const dialog = await screen.findByRole('dialog', { name: `Welcome to ${brand.name}` });
    expect(screen.getByTitle('Welcome video')).toHaveAttribute('src', brand.links.welcomeVideo);

    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(dialog).not.toBeInTheDocument();
    await expectRecorded(queryClient);
  });

  it('opens with focus on itself, not in the video, so Escape reaches it', async () => {
    const { user } = firstVisit();
    const dialog = await screen.findByRole('dialog', { name: `Welcome to ${brand.name}` });
    expect(dialog).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
  });

  it('counts closing with Escape as dismissing it', async () => {
    const { user, queryClient } = firstVisit();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectRecorded(queryClient);
  });
});
