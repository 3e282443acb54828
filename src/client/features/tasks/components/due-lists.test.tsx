import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/constants';
import type { CalendarEntry, DueSummary } from '../../../../shared/schemas/calendar';
import { DashboardPage } from '../dashboard-page';
import { makeDashboard, makeTask, renderWithData } from '../test/task-fixtures';

// The dashboard's 'Overdue' and 'Due this week' lists and the category cards' counts.

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.hasSeenWelcome, 'true');
});

const entry = (overrides: Partial<CalendarEntry> & Pick<CalendarEntry, 'taskId' | 'title'>) => ({
  subtaskId: null,
  taskTitle: overrides.title,
  categoryId: 'housing' as const,
  date: '2026-11-20',
  time: null,
  projected: false,
  repeating: false,
  completed: false,
  overdue: false,
  assigneeId: null,
  ...overrides,
});

const tasks = [
  makeTask({ id: 't1', title: 'Renew the lease' }),
  makeTask({ id: 't2', title: 'Book the GP visit', categoryId: 'healthcare' }),
];

function renderOverview(due: DueSummary | undefined) {
  return renderWithData(<DashboardPage />, { dashboard: { ...makeDashboard(tasks), due } });
}

describe('due lists', () => {
  it('lists what is overdue and due this week, with dates and categories, linking to the category', () => {
    renderOverview({
      timeZone: 'Europe/London',
      today: '2026-11-25',
      overdue: [
        entry({ taskId: 't1', title: 'Renew the lease', date: '2026-11-20', overdue: true }),
      ],
      dueThisWeek: [
        entry({
          taskId: 't2',
          title: 'Book the GP visit',
          categoryId: 'healthcare',
          date: '2026-11-27',
          time: '09:00',
        }),
        entry({
          taskId: 't1',
          subtaskId: 's1',
          title: 'Find the landlord’s address',
          taskTitle: 'Renew the lease',
          date: '2026-11-26',
        }),
      ],
      categories: [
        { categoryId: 'housing', overdue: 1, dueThisWeek: 1 },
        { categoryId: 'healthcare', overdue: 0, dueThisWeek: 1 },
      ],
    });

    const overdue = screen
      .getByRole('heading', { name: 'Overdue (1)' })
      .closest('div') as HTMLElement;
    const lease = within(overdue).getByRole('link', { name: 'Renew the lease' });
    expect(lease).toHaveAttribute('href', '/app?category=housing');
    expect(within(overdue).getByText(/Fri, Nov 20 · Housing/)).toBeInTheDocument();

    const week = screen
      .getByRole('heading', { name: 'Due this week (2)' })
      .closest('div') as HTMLElement;
    expect(within(week).getByRole('link', { name: 'Book the GP visit' })).toHaveAttribute(
      'href',
      '/app?category=healthcare',
    );
    expect(within(week).getByText(/Fri, Nov 27, 9:00 AM/)).toBeInTheDocument();
    expect(within(week).getByText(/Step of “Renew the lease”/)).toBeInTheDocument();

    const housingCard = screen
      .getByRole('link', { name: 'Housing & Living Arrangements' })
      .closest('li') as HTMLElement;
    expect(within(housingCard).getByText('1 overdue')).toBeInTheDocument();
    expect(within(housingCard).getByText('1 due this week')).toBeInTheDocument();
  });

  it('shows nothing when nothing is due', () => {
    renderOverview({
      timeZone: 'Europe/London',
      today: '2026-11-25',
      overdue: [],
      dueThisWeek: [],
      categories: [],
    });
    expect(screen.queryByRole('heading', { name: /^Overdue/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Due this week/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/overdue$/)).not.toBeInTheDocument();
  });
});
