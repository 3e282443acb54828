import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../shared/schemas/auth';
import { renderWithApp, sessionState } from '../test/render-with-app';
import { PremiumGate } from './premium-gate';

function renderGate(user: Partial<SessionUser>) {
  renderWithApp(
    <PremiumGate>
      <p>Premium videos</p>
    </PremiumGate>,
    { session: sessionState({ user }) },
  );
}

describe('PremiumGate', () => {
  it('shows the Premium Feature screen to a basic user', () => {
    renderGate({ subscriptionTier: 'basic' });
    expect(screen.getByRole('heading', { level: 1, name: 'Premium Feature' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'This feature requires a premium subscription. Upgrade now to access all premium features.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/upgrade-premium',
    );
    expect(screen.queryByText('Premium videos')).not.toBeInTheDocument();
  });

  it('shows the content to a premium user', () => {
    renderGate({ subscriptionTier: 'premium' });
    expect(screen.getByText('Premium videos')).toBeInTheDocument();
    expect(screen.queryByText('Premium Feature')).not.toBeInTheDocument();
  });
});
