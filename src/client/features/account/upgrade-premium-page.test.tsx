import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('lists the benefits and offers Upgrade Now to a basic user', () => {
    renderUpgradePage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Upgrade to Premium' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list');
    for (const benefit of [
      'HIPAA-compliant data encryption',
      'Enhanced privacy protection',
      'Advanced security features',
      'Access to all premium content',
    ]) {
      expect(within(list).getByText(benefit)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Upgrade Now' })).toBeEnabled();
  });
});
