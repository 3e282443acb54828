import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatFullCalendarDay } from '../../../../shared/format';
import { weekdayOf } from '../../../../shared/rules/due-dates';
import { calendarMessages } from '../../../../shared/schemas/calendar';
import type { Task } from '../../../../shared/schemas/tasks';
import { jsonAnswer, spyOnApi } from '../../../test/api-answers';
import { planSummary, renderWithApp, sessionState } from '../../../test/render-with-app';
import { useDashboard } from '../api/use-dashboard';
import { makeDashboard, makeTask } from '../test/task-fixtures';
import { TaskCard } from './task-card';

// The due line on a task card and the schedule dialog: what is chosen is what is sent.

const fetchSpy = spyOnApi();

function CachedCards() {
  const { data } = useDashboard('housing');
  return (
    <>
      {data?.tasks.map((task) => (
        <TaskCard key={task.id} task={task} categoryName="Housing & Living Arrangements" />
      ))}
    </>
  );
}

function renderCard(task: Task, role: 'owner' | 'caregiver' | 'viewer' = 'owner') {
  return renderWithApp(<CachedCards />, {
    session: sessionState(),
    plans: [planSummary({ role, timeZone: 'Europe/London' })],
    dashboard: makeDashboard([task]),
    route: '/app',
  });
}

const plain = makeTask({ id: 'task-1', title: 'Pay the care home' });

const scheduled = makeTask({
  id: 'task-2',
  title: 'Order prescriptions',
  schedule: {
    dueDate: '2020-12-01',
    dueTime: '09:00',
    repeat: { frequency: 'monthly', interval: 1 },
    repeatRule: 'FREQ=MONTHLY;BYMONTHDAY=1',
    reminder: '1_day',
  },
  lastCompletion: {
    occurrenceDate: '2020-11-01',
    completedById: 'user-1',
    completedAt: '2020-11-02T10:00:00.000Z',
  },
});

/** The schedule's PUT (a dated task's change also reads the dashboard again afterwards). */
function sentPut() {
  const call = fetchSpy().mock.calls.find(([, init]) => init?.method === 'PUT');
  if (!call) throw new Error('No PUT was sent');
  return { url: String(call[0]), body: JSON.parse(String(call[1]?.body)) as unknown };
}
const sentBody = () => sentPut().body;

describe('the due line', () => {
  it('shows the due date and time, the repeat, Overdue in words, the reminder and the last completion', () => {
    renderCard(scheduled);
    expect(screen.getByText('Due Tue, Dec 1, 9:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Repeats every month on the 1st')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('Reminder: 1 day before')).toBeInTheDocument();
    expect(screen.getByText('Last done Nov 2 by carer@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Add to calendar/ })).toHaveAttribute(
      'href',
      '/api/tasks/task-2/calendar.ics',
    );
    expect(screen.getByRole('button', { name: /^Change due date/ })).toBeInTheDocument();
  });

  it('shows a viewer the dates, read-only', () => {
    renderCard(scheduled, 'viewer');
    expect(screen.getByText('Due Tue, Dec 1, 9:00 AM')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /due date/ })).not.toBeInTheDocument();
  });

  it('shows a viewer nothing about a task without a due date', () => {
    renderCard(plain, 'viewer');
    expect(screen.queryByText(/^Due /)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /due date/ })).not.toBeInTheDocument();
  });
});

describe('the schedule dialog', () => {
  it('sends the date, time, weekly repeat on the chosen days, reminder and the browser zone', async () => {
    const { user } = renderCard(plain);
    await user.click(screen.getByRole('button', { name: /^Set due date/ }));
    // The dialog and its date picker load on first use (findBy waits up to 5 s: test/setup.ts).
    const dialog = await screen.findByRole('dialog', { name: 'Set due date' });

    await user.click(within(dialog).getByRole('button', { name: 'Choose a due date' }));
    // The grid opens on this month with focus on a day: the arrow keys move it, Enter picks.
    const grid = await screen.findByRole('grid');
    // Focus is on a day (today), where the arrow keys move from.
    await waitFor(() =>
      expect(document.activeElement?.closest('[role="gridcell"]')).not.toBeNull(),
    );
    // The second week's Thursday (weeks start on Monday).
    const thursday = within(grid).getAllByRole('gridcell')[10] as HTMLElement;
    await user.click(within(thursday).getByRole('button'));
    const dateButton = within(dialog).getByRole('button', { name: /^Due date: / });
    expect(dateButton).toHaveFocus();
    const chosen = String(dateButton.textContent).replace(/^Due date: /, '');

    await user.type(within(dialog).getByLabelText('Time (optional)'), '09:30');
    await user.selectOptions(within(dialog).getByLabelText('Repeat'), 'Every week');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Friday' }));
    await user.clear(within(dialog).getByLabelText('Every'));
    await user.type(within(dialog).getByLabelText('Every'), '2');
    await user.selectOptions(within(dialog).getByLabelText('Reminder email'), '1 week before');

    fetchSpy().mockImplementation(async () =>
      jsonAnswer(200, { task: plain, progress: makeDashboard([plain]).progress }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save due date' }));

    await waitFor(() => expect(sentPut).not.toThrow());
    expect(sentPut().url).toBe('/api/tasks/task-1/schedule');
    const body = sentBody() as Record<string, unknown>;
    expect(body).toMatchObject({
      dueTime: '09:30',
      reminder: '1_week',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(formatFullCalendarDay(String(body.dueDate))).toBe(chosen);
    const repeat = body.repeat as { frequency: string; interval: number; weekdays: string[] };
    expect(repeat.frequency).toBe('weekly');
    expect(repeat.interval).toBe(2);
    // The due date's own day (the grid's fourth column, weeks start on Monday) is ticked first.
    expect(weekdayOf(String(body.dueDate))).toBe('TH');
    expect(repeat.weekdays).toEqual(['TH', 'FR']);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Set due date' })).not.toBeInTheDocument(),
    );
  });

  it('refuses a weekly repeat with no day, with the shared message, and sends nothing', async () => {
    const task = makeTask({
      id: 'task-3',
      title: 'Water the plants',
      schedule: {
        dueDate: '2026-12-04',
        dueTime: null,
        repeat: { frequency: 'weekly', interval: 1, weekdays: ['FR'] },
        repeatRule: 'FREQ=WEEKLY;BYDAY=FR',
        reminder: null,
      },
    });
    const { user } = renderCard(task);
    await user.click(screen.getByRole('button', { name: /^Change due date/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Change due date' });
    expect(within(dialog).getByRole('button', { name: 'Due date: Friday, December 4, 2026' }));
    const friday = within(dialog).getByRole('checkbox', { name: 'Friday' });
    expect(friday).toBeChecked();
    await user.click(friday);
    await user.click(within(dialog).getByRole('button', { name: 'Save due date' }));

    expect(await within(dialog).findByText(calendarMessages.weekdaysRequired)).toBeInTheDocument();
    expect(fetchSpy()).not.toHaveBeenCalled();
  });

  it('removes the due date: everything cleared in one request', async () => {
    const { user } = renderCard(scheduled);
    await user.click(screen.getByRole('button', { name: /^Change due date/ }));
    fetchSpy().mockImplementation(async () =>
      jsonAnswer(200, { task: plain, progress: makeDashboard([plain]).progress }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove due date' }));
    await waitFor(() => expect(sentPut).not.toThrow());
    expect(sentBody()).toEqual({ dueDate: null, dueTime: null, repeat: null, reminder: null });
  });

  it('puts the server’s field message beside its field and keeps what was chosen', async () => {
    const { user } = renderCard(plain);
    await user.click(screen.getByRole('button', { name: /^Set due date/ }));
    // The dialog and its date picker load on first use (findBy waits up to 5 s: test/setup.ts).
    const dialog = await screen.findByRole('dialog', { name: 'Set due date' });
    await user.click(within(dialog).getByRole('button', { name: 'Choose a due date' }));
    const grid = await screen.findByRole('grid');
    await user.click(
      within(within(grid).getAllByRole('gridcell')[15] as HTMLElement).getByRole('button'),
    );
    fetchSpy().mockImplementation(async () =>
      jsonAnswer(400, {
        error: {
          code: 'validation_error',
          message: 'Invalid input',
          fields: { dueDate: calendarMessages.dateInvalid },
        },
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save due date' }));
    expect(await within(dialog).findByText(calendarMessages.dateInvalid)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Due date: / })).toBeInTheDocument();
  });
});

describe("a step's due date", () => {
  const withStep = makeTask({
    id: 'task-4',
    title: 'Move to the new flat',
    subtasks: [
      { id: 'sub-1', title: 'Book the van', completed: false, dueDate: null, dueTime: null },
      { id: 'sub-2', title: 'Pack', completed: false, dueDate: '2026-12-04', dueTime: '10:00' },
    ],
  });

  it("sets a step's date and time from its own Due button", async () => {
    const { user } = renderCard(withStep);
    await user.click(screen.getByRole('button', { name: /^Due: due date of step “Book the van”/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Step due date' });
    await user.click(within(dialog).getByRole('button', { name: 'Choose a due date' }));
    const grid = await screen.findByRole('grid');
    await user.click(
      within(within(grid).getAllByRole('gridcell')[10] as HTMLElement).getByRole('button'),
    );
    await user.type(within(dialog).getByLabelText('Time (optional)'), '08:15');
    fetchSpy().mockImplementation(async () =>
      jsonAnswer(200, { task: withStep, progress: makeDashboard([withStep]).progress }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save due date' }));
    await waitFor(() => expect(sentPut).not.toThrow());
    expect(sentPut().url).toBe('/api/tasks/task-4/subtasks/sub-1/schedule');
    expect(sentBody()).toMatchObject({ dueTime: '08:15' });
  });

  it("shows a viewer a step's date as text", () => {
    renderCard(withStep, 'viewer');
    expect(screen.getByText('Due Fri, Dec 4, 10:00 AM')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /due date of step/ })).not.toBeInTheDocument();
  });
});
