import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  LIBRARY_TASK_COUNT,
  LIBRARY_VIDEO_TASK_COUNT,
} from '../../../shared/content/library-counts';
import type { SessionUser } from '../../../shared/schemas/auth';
import { renderWithApp, sessionState } from '../../test/render-with-app';
import { UpgradePremiumPage } from './upgrade-premium-page';

function renderUpgradePage(user: Partial<SessionUser> = {}) {
  renderWithApp(<UpgradePremiumPage />, {
    session: sessionState({ user }),
    route: '/upgrade-premium',
    pages: { '/app': <p>Dashboard</p> },
  });
}

describe('UpgradePremiumPage', () => {
  it('sends a premium user to /app', () => {
    renderUpgradePage({ subscriptionTier: 'premium' });
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).not.toBeInTheDocument();
  });

  it('lists what premium adds, and offers Upgrade Now to a basic user', () => {
    renderUpgradePage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Upgrade to Premium' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Instructional videos for ${LIBRARY_VIDEO_TASK_COUNT} of the ${LIBRARY_TASK_COUNT} library tasks`,
      'Your family sees them too: everyone in the care plans you own',
      'Premium Topics in the community discussions, to read and to start',
      'The premium community forum, opened for you by our support team',
    ]);
    expect(screen.getByRole('button', { name: 'Upgrade Now' })).toBeEnabled();
  });

  // Issue 56, item 8: protection is not a premium feature (decision record 093).
  it('says every account has the same protection, and sells none of it', () => {
    renderUpgradePage();
    expect(
      screen.getByText(/^Every account has the same protection, free or premium/),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/HIPAA|security features|more protection/i);
  });
});
