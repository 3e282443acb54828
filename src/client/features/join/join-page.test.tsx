import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InvitationPreview } from '../../../shared/schemas/plans';
import { pendingInvitation, savePendingInvitation } from '../../lib/pending-invitation';
import { sessionQueryKey } from '../../lib/session';
import { jsonAnswer, spyOnApi } from '../../test/api-answers';
import { renderWithApp, sessionState } from '../../test/render-with-app';
import { JoinPage } from './join-page';

const fetchSpy = spyOnApi();
const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

const invitation: InvitationPreview = {
  planName: 'Mum',
  invitedBy: 'sam@example.com',
  email: 'carer@example.com',
  role: 'caregiver',
  expiresAt: '2026-12-01T00:00:00.000Z',
};

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', `/join#${TOKEN}`);
});
afterEach(() => window.history.replaceState(null, '', '/'));

/** Answers by path: the preview, the session (signed in or not) and the acceptance. */
function answer(routes: Record<string, () => Response>) {
  fetchSpy().mockImplementation(async (input) => {
    const path = String(input);
    const route = routes[path];
    if (!route) throw new Error(`unexpected request ${path}`);
    return route();
  });
}

function renderJoin(signedIn: boolean) {
  return renderWithApp(<JoinPage />, {
    route: '/join',
    queries: signedIn ? [] : [{ queryKey: sessionQueryKey, data: null }],
    session: signedIn ? sessionState() : undefined,
    pages: { '/app': <p>Dashboard</p>, '/login': <p>Sign-in page</p> },
  });
}

describe('JoinPage', () => {
  it('shows the invitation to someone signed out, keeps the token and offers sign-in', async () => {
    answer({ '/api/invitations/preview': () => jsonAnswer(200, invitation) });
    const { user } = renderJoin(false);
    expect(
      await screen.findByRole('heading', { name: "You're invited to join Mum" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('sam@example.com invited carer@example.com as a caregiver.'),
    ).toBeInTheDocument();
    const [, init] = fetchSpy().mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN });
    // Kept for the tab, and off the address bar.
    expect(pendingInvitation()).toEqual({
      token: TOKEN,
      email: 'carer@example.com',
      planName: 'Mum',
    });
    expect(window.location.hash).toBe('');

    await user.click(screen.getByRole('link', { name: 'Sign in to join' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });

  it('joins when signed in and opens the plan', async () => {
    answer({
      '/api/invitations/preview': () => jsonAnswer(200, invitation),
      '/api/invitations/accept': () => jsonAnswer(200, { planId: 'plan-9' }),
    });
    const { user, router } = renderJoin(true);
    await user.click(await screen.findByRole('button', { name: 'Join this plan' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?plan=plan-9');
    expect(screen.getByText('You joined Mum')).toBeInTheDocument();
    expect(pendingInvitation()).toBeNull();
  });

  it('back from signing in, joins at once and opens the plan', async () => {
    window.history.replaceState(null, '', '/join');
    savePendingInvitation(TOKEN);
    answer({
      '/api/invitations/preview': () => jsonAnswer(200, invitation),
      '/api/invitations/accept': () => jsonAnswer(200, { planId: 'plan-9' }),
    });
    const { router } = renderJoin(true);
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?plan=plan-9');
    expect(screen.getByText('You joined Mum')).toBeInTheDocument();
    const accepts = fetchSpy().mock.calls.filter(([path]) => path === '/api/invitations/accept');
    expect(accepts).toHaveLength(1);
  });

  it('following the link while signed in, waits for Join this plan', async () => {
    answer({ '/api/invitations/preview': () => jsonAnswer(200, invitation) });
    renderJoin(true);
    expect(await screen.findByRole('button', { name: 'Join this plan' })).toBeEnabled();
    expect(fetchSpy().mock.calls.map(([path]) => path)).not.toContain('/api/invitations/accept');
  });

  it('says in words that the invitation is for another address', async () => {
    const message =
      'This invitation was sent to anna@example.com. Sign in with that address to accept it.';
    answer({
      '/api/invitations/preview': () => jsonAnswer(200, invitation),
      '/api/invitations/accept': () =>
        jsonAnswer(403, { error: { code: 'invitation_wrong_account', message } }),
    });
    const { user } = renderJoin(true);
    await user.click(await screen.findByRole('button', { name: 'Join this plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says the link can no longer be used', async () => {
    answer({
      '/api/invitations/preview': () =>
        jsonAnswer(410, { error: { code: 'invitation_unusable', message: 'Gone' } }),
    });
    renderJoin(false);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This invitation link is no longer valid. Ask the person who invited you for a new one.',
      ),
    );
  });
});
