import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/constants';
import { CATEGORY_PAGE_TASKS } from '../../../../shared/rules/limits';
import type { PlanCircle } from '../../../../shared/schemas/plans';
import { jsonAnswer, spyOnApi } from '../../../test/api-answers';
import { planSummary, renderWithApp, sessionState } from '../../../test/render-with-app';
import { dashboardScopeKey } from '../api/task-requests';
import { DashboardPage } from '../dashboard-page';
import { makeDashboard, makeTask } from '../test/task-fixtures';

// Who does what on a task card, and the dashboard's filter by assignment.

const fetchSpy = spyOnApi();

function circleFor(role: 'owner' | 'viewer'): PlanCircle {
  // The plan names each by their display name, else their address (the server's `name`).
  const member = (
    userId: string,
    email: string,
    memberRole: 'owner' | 'caregiver' | 'viewer',
    name = email,
  ) => ({
    userId,
    name,
    email,
    role: memberRole,
    joinedAt: '2026-01-01T00:00:00.000Z',
    openTasks: 0,
    completedThisMonth: 0,
  });
  return {
    plan: planSummary({ role }),
    members: [
      member('user-1', 'carer@example.com', role),
      member('user-2', 'anna@example.com', 'caregiver', 'Anna Lee'),
      member('user-3', 'grandson@example.com', 'viewer'),
    ],
    invitations: [],
    premiumEndsIfYouLeave: false,
  };
}

const done = makeTask({
  id: 't1',
  title: 'Book the hearing test',
  assigneeId: 'user-2',
  completed: true,
  completedById: 'user-2',
  completedAt: '2026-05-03T10:00:00.000Z',
});

function renderHousing(role: 'owner' | 'viewer', route = '/app?category=housing') {
  localStorage.setItem(STORAGE_KEYS.hasSeenWelcome, 'true');
  const dashboard = makeDashboard([done]);
  return renderWithApp(<DashboardPage />, {
    session: sessionState(),
    plans: [planSummary({ role })],
    route,
    queries: [
      { queryKey: ['plan-circle', 'plan-1'], data: circleFor(role) },
      { queryKey: dashboardScopeKey(null, 'housing', CATEGORY_PAGE_TASKS), data: dashboard },
      { queryKey: dashboardScopeKey(null, 'overview'), data: dashboard },
    ],
  });
}

describe('who does what', () => {
  it('shows who completed a task and when, and assigns it to a member', async () => {
    // A fresh answer each time: the page also reports the category view.
    fetchSpy().mockImplementation(async () =>
      jsonAnswer(200, {
        task: { ...done, assigneeId: null },
        progress: makeDashboard([done]).progress,
      }),
    );
    const { user } = renderHousing('owner');
    expect(screen.getByText('Completed by Anna Lee, May 3')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Assigned to' });
    expect(select).toHaveDisplayValue('Anna Lee');

    await user.selectOptions(select, 'Unassigned');
    await waitFor(() => expect(select).toHaveDisplayValue('Unassigned'));
    const [, init] = fetchSpy().mock.calls.find(([path]) => path === '/api/tasks/t1') ?? [];
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ assigneeId: null });
  });

  it('offers only those who can tick the task: never a viewer (issue 56)', () => {
    renderHousing('owner');
    const select = screen.getByRole('combobox', { name: 'Assigned to' });
    const offered = [...select.querySelectorAll('option')].map((option) => option.textContent);
    expect(offered).toEqual(['Unassigned', 'carer@example.com', 'Anna Lee']);
  });

  it('shows a viewer the assignee as words', () => {
    renderHousing('viewer');
    expect(screen.queryByRole('combobox', { name: 'Assigned to' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === 'Assigned to: Anna Lee',
      ),
    ).toBeInTheDocument();
  });

  it("lists the tasks assigned to the current user with the filter's request", async () => {
    fetchSpy().mockImplementation(async () => jsonAnswer(200, makeDashboard([done])));
    const { user, router } = renderHousing('owner', '/app');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'me');
    expect(router.state.location.search).toBe('?assigned=me');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Assigned to me' }),
    ).toBeInTheDocument();
    expect(fetchSpy()).toHaveBeenCalledWith('/api/tasks?assigned=me', expect.anything());
    expect(
      await screen.findByRole('heading', { name: 'Book the hearing test' }),
    ).toBeInTheDocument();
  });
});
