import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/constants';
import { DashboardPage } from '../dashboard-page';
import { makeDashboard, makeTask, renderWithData } from '../test/task-fixtures';

// The plan by stage (issue 58, record 098) and the questions offered on the overview.

const tasks = [
  makeTask({ id: 'h1', title: 'Research assisted living communities', completed: true }),
  makeTask({ id: 'h2', title: 'Write down what Mum wants' }),
];

const withStages = {
  ...makeDashboard(tasks),
  stages: {
    stages: [
      { stage: 'early_planning' as const, total: 1, completed: 1, percentage: 100 },
      { stage: 'care_transitions' as const, total: 0, completed: 0, percentage: 0 },
      { stage: 'advanced_care' as const, total: 0, completed: 0, percentage: 0 },
    ],
    own: { total: 1, completed: 0, percentage: 0 },
  },
};

function renderOverview(initialEntry = '/app', dashboard = withStages) {
  localStorage.setItem(STORAGE_KEYS.hasSeenWelcome, 'true');
  return renderWithData(<DashboardPage />, { dashboard, initialEntry });
}

describe('the plan by stage', () => {
  it('switches between the categories and the stages by address, each stage with its progress', async () => {
    const { user, router } = renderOverview();
    const byStage = await screen.findByRole('link', { name: 'By stage' });
    expect(screen.getByRole('link', { name: 'By category' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeVisible();

    await user.click(byStage);
    expect(router.state.location.search).toBe('?view=stages');
    expect(await screen.findByRole('heading', { name: 'Stages' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Categories' })).toBeNull();
    expect(screen.getByRole('link', { name: 'By stage' })).toHaveAttribute('aria-current', 'page');
    const early = screen
      .getByRole('heading', { name: 'Early Planning' })
      .closest('li') as HTMLElement;
    expect(
      within(early).getByRole('progressbar', { name: '1 of 1 tasks completed' }),
    ).toHaveAttribute('aria-valuenow', '100');
    const transitions = screen
      .getByRole('heading', { name: 'Care Transitions' })
      .closest('li') as HTMLElement;
    expect(within(transitions).getByText('No tasks in this stage yet')).toBeVisible();
    expect(
      screen.getByText('1 task you added yourself is in no stage; it is counted in its category.'),
    ).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'By category' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: 'Categories' })).toBeVisible();
  });

  it("offers a new plan's owner the questions, and later a link to them", async () => {
    const fresh = {
      ...withStages,
      progress: makeDashboard([makeTask({ id: 'x', title: 'One' })]).progress,
    };
    renderOverview('/app', fresh);
    expect(await screen.findByRole('link', { name: 'Start the questions' })).toHaveAttribute(
      'href',
      '/shape-plan',
    );
  });

  it('once a task is ticked, offers the questions as a link', async () => {
    renderOverview();
    expect(await screen.findByRole('link', { name: 'Shape the plan' })).toHaveAttribute(
      'href',
      '/shape-plan',
    );
    expect(screen.queryByRole('link', { name: 'Start the questions' })).toBeNull();
  });
});
