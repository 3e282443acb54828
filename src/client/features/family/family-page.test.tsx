import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanCircle } from '../../../shared/schemas/plans';
import { circleQueryKey } from '../../lib/plan-requests';
import { jsonAnswer, spyOnApi } from '../../test/api-answers';
import { planSummary, renderWithApp, sessionState } from '../../test/render-with-app';
import { FamilyPage } from './family-page';

const fetchSpy = spyOnApi();

const JOINED = '2026-03-03T09:00:00.000Z';

function circleOf(role: 'owner' | 'viewer', premiumEndsIfYouLeave = false): PlanCircle {
  return {
    premiumEndsIfYouLeave,
    plan: planSummary({ id: 'plan-1', name: 'Mum', role, memberCount: 2 }),
    members: [
      {
        userId: 'user-1',
        // No display name chosen: the plan names them by their address.
        name: 'carer@example.com',
        email: 'carer@example.com',
        role,
        joinedAt: JOINED,
        openTasks: 4,
        completedThisMonth: 7,
      },
      {
        userId: 'user-2',
        name: 'Anna Lee',
        email: 'anna@example.com',
        role: role === 'owner' ? 'caregiver' : 'owner',
        joinedAt: JOINED,
        openTasks: 2,
        completedThisMonth: 1,
      },
    ],
    invitations:
      role === 'owner'
        ? [
            {
              id: 'inv-1',
              email: 'ben@example.com',
              role: 'viewer',
              invitedBy: 'carer@example.com',
              createdAt: JOINED,
              expiresAt: '2026-03-10T09:00:00.000Z',
            },
          ]
        : [],
  };
}

function renderFamily(role: 'owner' | 'viewer', premiumEndsIfYouLeave = false) {
  const circle = circleOf(role, premiumEndsIfYouLeave);
  return renderWithApp(<FamilyPage />, {
    session: sessionState(),
    plans: [circle.plan],
    route: '/family',
    queries: [{ queryKey: circleQueryKey('plan-1'), data: circle }],
    pages: { '/app': <p>Dashboard</p> },
  });
}

describe('FamilyPage', () => {
  it("shows an owner the plan's people, their work this month and the invitations", () => {
    renderFamily('owner');
    expect(screen.getByRole('heading', { level: 1, name: 'Family: Mum' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Members of this plan' });
    // Named by the display name chosen, the address only where none was (issue 56).
    expect(within(table).getByRole('rowheader', { name: 'Anna Lee' })).toBeInTheDocument();
    expect(within(table).queryByText('anna@example.com')).not.toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: /^carer@example\.com/ })).toBeVisible();
    const anna = within(table).getByRole('row', { name: /Anna Lee/ });
    expect(within(anna).getByRole('combobox', { name: 'Role of Anna Lee' })).toHaveValue(
      'caregiver',
    );
    // Each cell says what it is too, shown only where the rows are stacked (under 640 px).
    expect(within(anna).getByRole('cell', { name: /^Open tasks: ?2$/ })).toBeInTheDocument();
    expect(
      within(anna).getByRole('cell', { name: /^Completed this month: ?1$/ }),
    ).toBeInTheDocument();
    expect(within(anna).getByText('Mar 3, 2026')).toBeInTheDocument();
    expect(screen.getByLabelText('Plan name')).toHaveValue('Mum');
    expect(screen.getByLabelText('Plan name')).toHaveAccessibleDescription(
      'For example ‘Care plan for Mom’.',
    );
    expect(screen.getByText('ben@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite Family Member' })).toBeInTheDocument();
  });

  it("changes a member's role with the server's answer", async () => {
    const changed = circleOf('owner');
    changed.members[1] = { ...changed.members[1], role: 'viewer' } as PlanCircle['members'][1];
    fetchSpy().mockResolvedValue(jsonAnswer(200, changed));
    const { user } = renderFamily('owner');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Anna Lee' }), 'viewer');
    await waitFor(() =>
      expect(fetchSpy()).toHaveBeenCalledWith(
        '/api/plans/plan-1/members/user-2',
        expect.anything(),
      ),
    );
    expect(await screen.findByText('Role changed for Anna Lee')).toBeInTheDocument();
  });

  it('revokes an invitation after asking', async () => {
    fetchSpy().mockResolvedValue(jsonAnswer(200, { revoked: true }));
    const { user } = renderFamily('owner');
    await user.click(
      screen.getByRole('button', { name: 'Revoke the invitation to ben@example.com' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(fetchSpy()).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Invitation to ben@example.com revoked')).toBeInTheDocument();
    const [path, init] = fetchSpy().mock.calls[0] ?? [];
    expect(path).toBe('/api/plans/plan-1/invitations/inv-1');
    expect(init?.method).toBe('DELETE');
  });

  it('shows a viewer the members without the owner controls', () => {
    renderFamily('viewer');
    expect(screen.queryByRole('combobox', { name: /Role of/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Plan name')).not.toBeInTheDocument();
    expect(screen.queryByText('Pending invitations')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite Family Member' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave plan' })).toBeInTheDocument();
  });

  it('offers someone who owns no plan one of their own, named, and opens it', async () => {
    fetchSpy().mockResolvedValue(
      jsonAnswer(201, planSummary({ id: 'plan-dad', name: 'Care plan for Dad', isDefault: true })),
    );
    const { user, router } = renderFamily('viewer');
    const name = screen.getByLabelText('Name of your plan');
    expect(name).toHaveAccessibleDescription('For example ‘Care plan for Dad’.');
    await user.type(name, 'Care plan for Dad');
    await user.click(screen.getByRole('button', { name: 'Start my own plan' }));
    await waitFor(() => expect(router.state.location.search).toBe('?plan=plan-dad'));
    expect(fetchSpy()).toHaveBeenCalledWith(
      '/api/plans',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ name: 'Care plan for Dad' }),
      }),
    );
    expect(await screen.findByText('Care plan for Dad is ready')).toBeInTheDocument();
  });

  it('offers an owner no second plan here', () => {
    renderFamily('owner');
    expect(screen.queryByLabelText('Name of your plan')).not.toBeInTheDocument();
  });

  // Issue 56, item 9 (record 093): the family's premium is the owner's, and goes with them.
  it('says first, before a paying owner leaves, that premium ends for the family', async () => {
    const { user } = renderFamily('owner', true);
    await user.click(screen.getByRole('button', { name: 'Leave plan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Mum?' });
    expect(within(dialog).getByText(/^Premium ends/)).toHaveTextContent(
      /^Premium ends for the family in “Mum”: its premium comes from your account, so everyone in it loses the instructional videos\. You are its only owner/,
    );
  });

  it('says, before the last owner leaves, who will own the plan, then leaves it', async () => {
    fetchSpy().mockResolvedValue(jsonAnswer(200, { left: true }));
    const { user } = renderFamily('owner');
    await user.click(screen.getByRole('button', { name: 'Leave plan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Mum?' });
    expect(dialog).toHaveTextContent('You are its only owner, so Anna Lee will become its owner.');
    expect(dialog).not.toHaveTextContent(/Premium/);
    await user.click(within(dialog).getByRole('button', { name: 'Leave plan' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    const [path, init] = fetchSpy().mock.calls[0] ?? [];
    expect(path).toBe('/api/plans/plan-1/leave');
    expect(init?.method).toBe('POST');
  });

  it('says why leaving was refused', async () => {
    fetchSpy().mockResolvedValue(
      jsonAnswer(409, {
        error: {
          code: 'only_member',
          message: 'You are the only member of this plan, so there is no one to leave it to.',
        },
      }),
    );
    const { user } = renderFamily('viewer');
    await user.click(screen.getByRole('button', { name: 'Leave plan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Mum?' });
    expect(dialog).not.toHaveTextContent('will become its owner');
    await user.click(within(dialog).getByRole('button', { name: 'Leave plan' }));
    expect(await screen.findByText('Could not leave the plan')).toBeInTheDocument();
    expect(screen.getByText(/no one to leave it to/)).toBeInTheDocument();
  });
});

describe('the plan time zone', () => {
  it("preselects the browser's zone for an owner of a plan without one and saves the choice", async () => {
    const { user } = renderFamily('owner');
    const select = screen.getByRole('combobox', { name: 'Time zone' });
    expect(select).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
    fetchSpy().mockResolvedValue(jsonAnswer(200, {}));
    await user.selectOptions(select, 'America/New_York');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    await waitFor(() => expect(fetchSpy()).toHaveBeenCalled());
    const [url, init] = fetchSpy().mock.calls[0] ?? [];
    expect(url).toBe('/api/plans/plan-1/time-zone');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ timeZone: 'America/New_York' });
    expect(await screen.findByText('Time zone set to America/New_York')).toBeInTheDocument();
  });

  it('shows the others the zone as text', () => {
    const circle = circleOf('viewer');
    circle.plan = { ...circle.plan, timeZone: 'Europe/Paris' };
    renderWithApp(<FamilyPage />, {
      session: sessionState(),
      plans: [circle.plan],
      route: '/family',
      queries: [{ queryKey: circleQueryKey('plan-1'), data: circle }],
    });
    expect(screen.getByText('Europe/Paris')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Time zone' })).not.toBeInTheDocument();
  });
});
