import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatFullCalendarDay, localTimeZone, todayIn } from '../../../shared/format';
import { addDays } from '../../../shared/rules/due-dates';
import type { CalendarEntry, CalendarRange } from '../../../shared/schemas/calendar';
import { jsonAnswer, spyOnApi } from '../../test/api-answers';
import { planSummary, renderWithApp, sessionState } from '../../test/render-with-app';
import { CalendarPage } from './calendar-page';

// The Calendar page renders the range the server answers: the month's grid, its agenda, a day.

const fetchSpy = spyOnApi();

const today = todayIn(localTimeZone(), new Date());
const month = today.slice(0, 7);
const firstOfMonth = `${month}-01`;
const tenth = `${month}-10`;

const entry = (overrides: Partial<CalendarEntry> & Pick<CalendarEntry, 'title' | 'date'>) => ({
  taskId: 'task-1',
  subtaskId: null,
  taskTitle: overrides.title,
  categoryId: 'healthcare' as const,
  time: null,
  projected: false,
  repeating: false,
  completed: false,
  overdue: false,
  assigneeId: null,
  ...overrides,
});

function answerRange(entries: CalendarEntry[]) {
  fetchSpy().mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    // The feed card's own read (its answers are the card's tests').
    if (url.pathname.endsWith('/calendar-feed')) {
      return jsonAnswer(200, { active: false, createdAt: null });
    }
    if (url.pathname !== '/api/calendar') return jsonAnswer(404, {});
    const range: CalendarRange = {
      planId: 'plan-1',
      timeZone: 'America/New_York',
      today,
      from: url.searchParams.get('from') ?? '',
      to: url.searchParams.get('to') ?? '',
      entries: entries.filter(
        (item) =>
          item.date >= (url.searchParams.get('from') ?? '') &&
          item.date <= (url.searchParams.get('to') ?? ''),
      ),
    };
    return jsonAnswer(200, range);
  });
}

function render(role: 'owner' | 'caregiver') {
  return renderWithApp(<CalendarPage />, {
    session: sessionState(),
    plans: [planSummary({ role, timeZone: null })],
    route: '/calendar',
  });
}

describe('CalendarPage', () => {
  it('asks for the visible weeks of this month and renders the agenda and the marked days', async () => {
    answerRange([
      entry({
        title: 'Order prescriptions',
        date: firstOfMonth,
        time: '09:00',
        repeating: true,
        overdue: today > firstOfMonth,
      }),
      entry({ title: 'Call the pharmacy', date: tenth, taskId: 'task-2', categoryId: 'finances' }),
      entry({ title: 'Pay the rent', date: tenth, taskId: 'task-3', completed: true }),
    ]);
    const { user } = renderWithApp(<CalendarPage />, {
      session: sessionState(),
      route: '/calendar',
    });

    expect(await screen.findByText('Times are in America/New_York')).toBeInTheDocument();
    // The owner of a plan without a zone is pointed to where it is chosen.
    expect(screen.getByRole('link', { name: 'Family page' })).toHaveAttribute('href', '/family');
    const [url] =
      fetchSpy().mock.calls.find(([input]) => String(input).startsWith('/api/calendar')) ?? [];
    const params = new URL(String(url), 'http://localhost').searchParams;
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    expect(from <= firstOfMonth && to >= `${month}-28`).toBe(true);
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1).toBeLessThanOrEqual(42);

    const agenda = screen.getByRole('heading', { name: 'Agenda' }).closest('div')
      ?.parentElement as HTMLElement;
    const firstDay = within(agenda).getByRole('region', {
      name: formatFullCalendarDay(firstOfMonth),
    });
    expect(within(firstDay).getByText('9:00 AM')).toBeInTheDocument();
    expect(within(firstDay).getByRole('link', { name: 'Order prescriptions' })).toHaveAttribute(
      'href',
      '/app?category=healthcare',
    );
    expect(within(firstDay).getByText('Repeats')).toBeInTheDocument();
    const tenthDay = within(agenda).getByRole('region', { name: formatFullCalendarDay(tenth) });
    expect(within(tenthDay).getByText('Done')).toBeInTheDocument();
    expect(within(tenthDay).getByText('Financial Management')).toBeInTheDocument();

    // The grid says in words which days have tasks; choosing one shows them.
    const tenthButton = screen.getByRole('button', {
      name: new RegExp(`^${formatFullCalendarDay(tenth)}.*, 2 tasks`),
    });
    // On a desktop the day shows its titles (seen: its name already says how many).
    const tenthCell = tenthButton.closest('td') as HTMLElement;
    expect(within(tenthCell).getByText('Call the pharmacy')).toBeInTheDocument();
    expect(within(tenthCell).getByText('Pay the rent')).toBeInTheDocument();
    await user.click(tenthButton);
    const chosen = screen.getByRole('heading', { level: 2, name: formatFullCalendarDay(tenth) });
    const dayCard = chosen.closest('div')?.parentElement as HTMLElement;
    expect(within(dayCard).getByRole('link', { name: 'Call the pharmacy' })).toBeInTheDocument();
    expect(within(dayCard).getByRole('link', { name: 'Pay the rent' })).toBeInTheDocument();
  });

  it('shows two titles in a day, then how many more', async () => {
    answerRange(
      ['Order prescriptions', 'Call the pharmacy', 'Pay the rent', 'Book the optician'].map(
        (title, index) => entry({ title, date: tenth, taskId: `task-${index}` }),
      ),
    );
    renderWithApp(<CalendarPage />, { session: sessionState(), route: '/calendar' });
    const tenthButton = await screen.findByRole('button', {
      name: new RegExp(`^${formatFullCalendarDay(tenth)}.*, 4 tasks`),
    });
    const tenthCell = tenthButton.closest('td') as HTMLElement;
    expect(within(tenthCell).getByText('Call the pharmacy')).toBeInTheDocument();
    expect(within(tenthCell).queryByText('Pay the rent')).not.toBeInTheDocument();
    expect(within(tenthCell).getByText('+2 more')).toBeInTheDocument();
  });

  // The grid's arrow on a desktop, the arrow beside the month's name on a phone.
  it.each(['Next month', 'Show the next month'])(
    "moves to the next month with '%s' and asks for its weeks",
    async (button) => {
      answerRange([]);
      const { user } = renderWithApp(<CalendarPage />, {
        session: sessionState(),
        route: '/calendar',
      });
      expect(await screen.findByText('Nothing is due this month.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: button }));
      const nextMonth = addDays(`${month}-28`, 7).slice(0, 7);
      await waitFor(() =>
        expect(
          fetchSpy().mock.calls.some(([input]) => {
            const to = new URL(String(input), 'http://localhost').searchParams.get('to') ?? '';
            return to >= `${nextMonth}-28`;
          }),
        ).toBe(true),
      );
    },
  );

  // Issue 56, item 9 (record 093): a plan with no zone takes the browser's before the calendar
  // is read, so a family in Chicago never reads 'Times are in UTC'.
  it('gives a plan with no zone the browser’s before reading it, as an owner or caregiver', async () => {
    for (const role of ['owner', 'caregiver'] as const) {
      fetchSpy().mockReset();
      const asked: string[] = [];
      fetchSpy().mockImplementation(async (input, init) => {
        const url = new URL(String(input), 'http://localhost');
        asked.push(`${init?.method ?? 'GET'} ${url.pathname}`);
        if (url.pathname === '/api/plans/plan-1/time-zone/adopt') {
          expect(JSON.parse(String(init?.body))).toEqual({ timeZone: localTimeZone() });
          return jsonAnswer(200, planSummary({ role, timeZone: 'America/Chicago' }));
        }
        if (url.pathname === '/api/calendar') {
          return jsonAnswer(200, {
            planId: 'plan-1',
            timeZone: 'America/Chicago',
            today,
            from: url.searchParams.get('from'),
            to: url.searchParams.get('to'),
            entries: [],
          });
        }
        return jsonAnswer(200, { active: false, createdAt: null });
      });
      render(role);
      expect(await screen.findByText('Times are in America/Chicago')).toBeInTheDocument();
      expect(
        asked.filter((call) => call.includes('/time-zone/adopt') || call.endsWith('/api/calendar')),
      ).toEqual(['POST /api/plans/plan-1/time-zone/adopt', 'GET /api/calendar']);
      cleanup();
    }
  });

  it('offers no zone for a plan that has one, nor as a viewer', async () => {
    for (const plan of [
      planSummary({ timeZone: 'America/New_York' }),
      planSummary({ role: 'viewer', timeZone: null }),
    ]) {
      answerRange([]);
      renderWithApp(<CalendarPage />, {
        session: sessionState(),
        plans: [plan],
        route: '/calendar',
      });
      expect(await screen.findByText('Times are in America/New_York')).toBeInTheDocument();
      expect(fetchSpy().mock.calls.some(([input]) => String(input).includes('time-zone'))).toBe(
        false,
      );
      cleanup();
    }
  });
});
