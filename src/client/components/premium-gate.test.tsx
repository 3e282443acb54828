import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionState, SessionUser } from '../../shared/schemas/auth';
import { PremiumGate } from './premium-gate';

function sessionState(user: Partial<SessionUser> = {}): SessionState {
  const now = new Date().toISOString();
  return {
    user: {
      id: 'user-1',
      email: 'carer@example.com',
      subscriptionTier: 'basic',
      isAdmin: false,
      isDemo: false,
      createdAt: '2025-04-16T12:00:00.000Z',
      ...user,
    },
    session: {
      id: 'session-1',
      status: 'active',
      isAdminLogin: false,
      mfaVerifiedAt: now,
      lastActivityAt: now,
      idleTimeoutMs: 15 * 60_000,
      expiresAt: new Date(Date.now() + 8 * 3_600_000).toISOString(),
      serverTime: now,
    },
  };
}

function renderGate(user: Partial<SessionUser>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['session'], sessionState(user));
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PremiumGate>
          <p>Premium videos</p>
        </PremiumGate>
      </MemoryRouter>
    </QueryClientProvider>,
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
