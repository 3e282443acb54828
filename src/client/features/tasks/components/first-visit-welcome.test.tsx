import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/constants';
import { brand } from '../../../config/brand';
import { sessionQueryKey } from '../../../lib/session';
import { renderWithApp, sessionState } from '../../../test/render-with-app';
import { FirstVisitWelcome } from './first-visit-welcome';

afterEach(() => vi.unstubAllGlobals());

describe('FirstVisitWelcome', () => {
  it('shows the welcome to an account that has not closed it', async () => {
    renderWithApp(<FirstVisitWelcome />, {
      session: sessionState({ user: { welcomeSeen: false } }),
    });
    expect(
      await screen.findByRole('dialog', { name: `Welcome to ${brand.name}` }),
    ).toBeInTheDocument();
  });

  it('draws nothing for an account that closed it, on any device', () => {
    renderWithApp(<FirstVisitWelcome />, {
      session: sessionState({ user: { welcomeSeen: true } }),
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('counts a browser that closed it before as seen, and records it on the account', async () => {
    const fetch = vi.fn(async () => Response.json({ welcomeSeen: true }));
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem(STORAGE_KEYS.hasSeenWelcome, 'true');
    const { queryClient } = renderWithApp(<FirstVisitWelcome />, {
      session: sessionState({ user: { welcomeSeen: false } }),
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/api/account/welcome-seen', expect.anything()),
    );
    expect(
      queryClient.getQueryData<{ user: { welcomeSeen: boolean } }>(sessionQueryKey)?.user,
    ).toMatchObject({ welcomeSeen: true });
  });
});
