import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionState, SessionUser } from '../../../shared/schemas/auth';
import { UpgradePremiumPage } from './upgrade-premium-page';

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

function renderUpgradePage(user: Partial<SessionUser> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['session'], sessionState(user));
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/upgrade-premium']}>
        <Routes>
          <Route path="/upgrade-premium" element={<UpgradePremiumPage />} />
          <Route path="/app" element={<p>Dashboard</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
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
