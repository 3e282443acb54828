import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants';
import { CATEGORY_PAGE_TASKS } from '../../../shared/rules/limits';
import { jsonAnswer, spyOnApi } from '../../test/api-answers';
import { planSummary, renderWithApp, sessionState } from '../../test/render-with-app';
import { dashboardScopeKey } from './api/task-requests';
import { DashboardPage } from './dashboard-page';
import { makeDashboard, makeTask } from './test/task-fixtures';

// Which plan /app shows: the header's switcher writes ?plan=, every task request sends it, and a
// viewer's plan is read-only.

const fetchSpy = spyOnApi();

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.hasSeenWelcome, 'true');
});

const own = planSummary({ id: 'plan-own', name: 'Mum', role: 'owner' });
const inLaw = planSummary({
  id: 'plan-inlaw',
  name: 'Grandpa Joe',
  role: 'viewer',
  owners: ['sam@example.com'],
  memberCount: 3,
});

const ownTasks = makeDashboard([makeTask({ id: 'o1', title: 'Book the hearing test' })]);
const inLawTasks = makeDashboard([
  makeTask({
    id: 'i1',
    title: 'Find a day centre',
    notes: 'Two nearby.',
    subtasks: [{ id: 's1', title: 'Call the council', completed: false }],
  }),
]);

describe('the plan a tab shows', () => {
  it('offers no switcher to a current user with one plan', () => {
    renderWithApp(<DashboardPage />, {
      session: sessionState(),
      plans: [own],
      route: '/app',
      queries: [{ queryKey: dashboardScopeKey(null, 'overview'), data: ownTasks }],
    });
    expect(screen.queryByLabelText('Care plan')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Family' })).toHaveAttribute('href', '/family');
  });

  it('switches plans in the header, asks for the chosen plan only and remembers the choice', async () => {
    fetchSpy().mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/plans/plan-inlaw/opened') return new Response(null, { status: 204 });
      if (url === '/api/plans') return jsonAnswer(200, [own, { ...inLaw, isDefault: true }]);
      return jsonAnswer(200, inLawTasks);
    });
    const { user, router } = renderWithApp(<DashboardPage />, {
      session: sessionState(),
      plans: [own, inLaw],
      route: '/app',
      queries: [{ queryKey: dashboardScopeKey(null, 'overview'), data: ownTasks }],
    });
    const switcher = screen.getByLabelText('Care plan');
    expect(switcher).toHaveDisplayValue('Mum (Owner)');
    expect(screen.getByRole('option', { name: 'Grandpa Joe (Viewer)' })).toBeInTheDocument();

    await user.selectOptions(switcher, 'plan-inlaw');
    expect(router.state.location.search).toBe('?plan=plan-inlaw');
    // The other plan's cached tasks are never shown for this one.
    expect(screen.queryByText('Book the hearing test')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(fetchSpy()).toHaveBeenCalledWith(
        '/api/tasks/overview?plan=plan-inlaw',
        expect.anything(),
      ),
    );
    expect(await screen.findByText('Find a day centre')).toBeInTheDocument();
    // The server keeps the choice: /app opens this plan next time, on any device (record 077).
    expect(fetchSpy()).toHaveBeenCalledWith(
      '/api/plans/plan-inlaw/opened',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(screen.getByRole('link', { name: 'Family' })).toHaveAttribute(
      'href',
      '/family?plan=plan-inlaw',
    );
    // The sheet one tap away is the plan shown's.
    expect(screen.getByRole('link', { name: 'Emergency sheet' })).toHaveAttribute(
      'href',
      '/emergency-sheet?plan=plan-inlaw',
    );
  });

  it("shows a viewer the plan's tasks read-only", async () => {
    const { user } = renderWithApp(<DashboardPage />, {
      session: sessionState(),
      plans: [own, inLaw],
      route: '/app?plan=plan-inlaw&category=housing',
      queries: [
        {
          queryKey: dashboardScopeKey('plan-inlaw', 'housing', CATEGORY_PAGE_TASKS),
          data: inLawTasks,
        },
      ],
    });
    expect(screen.getByText(/You can view this plan/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '"Find a day centre" complete' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Call the council' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'New Task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete task/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete subtask/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add subtask' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show notes' }));
    expect(screen.getByText('Two nearby.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Notes/ })).not.toBeInTheDocument();
  });
});
