import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants';
import { categories } from '../../../shared/content/task-library';
import { DashboardPage } from './dashboard-page';
import { makeDashboard, makeTask, renderWithData } from './test/task-fixtures';

const tasks = [
  makeTask({
    id: 'h1',
    title: 'Research assisted living communities',
    description: 'Compare communities that fit the budget.',
    completed: true,
  }),
  makeTask({
    id: 'h2',
    title: 'Complete a home safety check',
    notes: 'Grab bars in the bathroom.',
  }),
  makeTask({ id: 'h3', title: 'Plan a move-in day' }),
  makeTask({ id: 'm1', title: 'Organize medical documents', categoryId: 'healthcare' }),
];

beforeEach(() => {
  // The welcome pop-up is covered in its own test; here it would cover the page.
  localStorage.setItem(STORAGE_KEYS.hasSeenWelcome, 'true');
});
afterEach(() => {
  toast.dismiss();
});

function renderDashboard(options: { initialEntry?: string; isDemo?: boolean } = {}) {
  return renderWithData(<DashboardPage />, {
    dashboard: makeDashboard(tasks),
    user: { isDemo: options.isDemo ?? false },
    initialEntry: options.initialEntry,
  });
}

describe('DashboardPage', () => {
  it('shows overall progress and a card per category with its first two tasks', () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Your care checklist' })).toBeVisible();
    expect(screen.getByText('1 of 4 tasks completed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Overall Completion' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );

    const housing = screen.getByRole('link', { name: 'Housing & Living Arrangements' });
    const card = housing.closest('li') as HTMLElement;
    expect(within(card).getByText('Research assisted living communities')).toBeInTheDocument();
    expect(within(card).getByText('Complete a home safety check')).toBeInTheDocument();
    expect(within(card).queryByText('Plan a move-in day')).not.toBeInTheDocument();
    expect(within(card).getByText('+1 more task')).toBeInTheDocument();
    expect(within(card).getByText('33%')).toBeInTheDocument();
    expect(
      within(card).getByRole('progressbar', { name: '1 of 3 tasks completed' }),
    ).toHaveAttribute('aria-valuenow', '33');
    // Every category has a card that opens it, empty ones too.
    for (const category of categories) {
      expect(screen.getByRole('link', { name: category.name })).toHaveAttribute(
        'href',
        `/app?category=${category.id}`,
      );
    }
    expect(screen.queryByText(/You are using the demo account/)).not.toBeInTheDocument();
    // The emergency sheet, one tap from the dashboard (issue 35).
    expect(screen.getByRole('link', { name: 'Emergency sheet' })).toHaveAttribute(
      'href',
      '/emergency-sheet',
    );
  });

  it('opens a category in the URL and goes back to the grid', async () => {
    const { user, router } = renderDashboard();
    await user.click(screen.getByRole('link', { name: 'Housing & Living Arrangements' }));

    expect(router.state.location.search).toBe('?category=housing');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Housing & Living Arrangements' }),
    ).toHaveFocus();
    expect(screen.getAllByRole('article')).toHaveLength(3);

    // The browser's Back button returns to the grid.
    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Your care checklist' })).toBeVisible(),
    );
    expect(screen.getByRole('link', { name: 'Housing & Living Arrangements' })).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Healthcare Management' }));
    await user.click(screen.getByRole('button', { name: 'Back to Categories' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: 'Your care checklist' })).toBeVisible();
  });

  it('filters the tasks of a category by title, description or notes', async () => {
    const { user } = renderDashboard({ initialEntry: '/app?category=housing' });
    const search = screen.getByRole('searchbox', { name: 'Search tasks' });
    expect(search).toHaveAttribute('placeholder', 'Search tasks...');

    await user.type(search, 'GRAB BARS');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Complete a home safety check' })).toBeVisible();
    expect(screen.getByText('1 of 3 tasks shown')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'budget');
    expect(
      screen.getByRole('heading', { name: 'Research assisted living communities' }),
    ).toBeVisible();

    await user.clear(search);
    await user.type(search, 'swimming pool');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No tasks found' })).toBeVisible();
    expect(screen.getByText('Try a different search term')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('says when a category has no tasks', () => {
    renderDashboard({ initialEntry: '/app?category=legal' });
    expect(screen.getByRole('heading', { name: 'No tasks found' })).toBeVisible();
    expect(screen.getByText('This category has no tasks yet')).toBeVisible();
  });

  it('welcomes a user without any tasks', () => {
    renderWithData(<DashboardPage />, { dashboard: makeDashboard([]) });
    expect(screen.getByRole('heading', { name: 'Your checklist is empty' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'New Task' })).toHaveLength(2);
    expect(screen.queryByText('Overall Completion')).not.toBeInTheDocument();
  });

  it('shows the demo banner with a sign-up link to the demo account', () => {
    renderDashboard({ isDemo: true });
    expect(screen.getByText(/You are using the demo account/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  describe('New Task', () => {
    it('asks for a title and defaults to the open category', async () => {
      const { user } = renderDashboard({ initialEntry: '/app?category=healthcare' });
      await user.click(screen.getByRole('button', { name: 'New Task' }));
      // Its code loads on first use.
      const dialog = await screen.findByRole('dialog', { name: 'New Task' });
      expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue('healthcare');

      await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));
      expect(await within(dialog).findByText('Title is required')).toBeVisible();
      expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    });

    it('defaults to housing on the grid', async () => {
      const { user } = renderDashboard();
      await user.click(screen.getByRole('button', { name: 'New Task' }));
      expect(await screen.findByRole('combobox', { name: 'Category' })).toHaveValue('housing');
    });

    it('keeps what was typed when the task cannot be created', async () => {
      const { user } = renderDashboard();
      await user.click(screen.getByRole('button', { name: 'New Task' }));
      // Its code loads on first use.
      const dialog = await screen.findByRole('dialog', { name: 'New Task' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Call the bank');
      await user.selectOptions(
        within(dialog).getByRole('combobox', { name: 'Category' }),
        'finances',
      );
      await user.type(
        within(dialog).getByRole('textbox', { name: 'Notes (optional)' }),
        'Ask about joint accounts',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));

      // No server in jsdom: the request fails and the form stays as it was.
      expect(await screen.findByText('Could not create the task')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'New Task' })).toBeVisible();
      expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Call the bank');
      expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue('finances');

      // Closing by mistake loses nothing either.
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await user.click(screen.getByRole('button', { name: 'New Task' }));
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Call the bank');
      expect(screen.getByRole('textbox', { name: 'Notes (optional)' })).toHaveValue(
        'Ask about joint accounts',
      );
    });
  });
});
