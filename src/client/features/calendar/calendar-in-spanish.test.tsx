import { I18nProvider } from '@lingui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCalendarMonth, localTimeZone, todayIn } from '../../../shared/format';
import type { CalendarEntry, CalendarRange } from '../../../shared/schemas/calendar';
import { createI18n } from '../../lib/i18n';
import { messages as spanishMessages } from '../../locales/catalog-es';
import { jsonAnswer, spyOnApi } from '../../test/api-answers';
import { planSummary, renderWithApp, sessionState } from '../../test/render-with-app';
import { CalendarPage } from './calendar-page';
import { EntryList } from './components/agenda-list';

// The calendar read in Spanish (issue 59): the month's and the weekdays' names are written by
// the one module that writes dates, in the reader's locale, not by the date picker's English.

const fetchSpy = spyOnApi();

const today = todayIn(localTimeZone(), new Date());
const firstOfMonth = `${today.slice(0, 7)}-01`;

describe('CalendarPage in Spanish', () => {
  it('names the month and the weekdays in Spanish', async () => {
    fetchSpy().mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/calendar')
        return jsonAnswer(200, { active: false, createdAt: null });
      const range: CalendarRange = {
        planId: 'plan-1',
        timeZone: 'America/New_York',
        today,
        from: url.searchParams.get('from') ?? '',
        to: url.searchParams.get('to') ?? '',
        entries: [],
      };
      return jsonAnswer(200, range);
    });
    const spanish = createI18n('es-US', spanishMessages);
    renderWithApp(
      <I18nProvider i18n={spanish}>
        <CalendarPage />
      </I18nProvider>,
      {
        session: sessionState(),
        plans: [planSummary({ timeZone: 'America/New_York' })],
        route: '/calendar',
      },
    );

    expect(await screen.findByText('Las horas están en America/New_York')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Calendario' })).toBeInTheDocument();
    // The phone's heading, as Spanish writes a month: 'diciembre de 2026'.
    const heading = screen.getByRole('heading', { level: 2, name: /^[a-z]+ de \d{4}$/ });
    expect(heading).toHaveTextContent(formatCalendarMonth(firstOfMonth, { locale: 'es-US' }));
    // The grid's columns, Monday first (hidden from screen readers, whose day names say it all),
    // and the name each has.
    const columns = screen.getAllByRole('columnheader', { hidden: true });
    expect(columns.map((header) => header.textContent)).toEqual([
      'lu',
      'ma',
      'mi',
      'ju',
      'vi',
      'sá',
      'do',
    ]);
    expect(columns[2]).toHaveAttribute('aria-label', 'miércoles');
    expect(screen.getByRole('grid', { name: heading.textContent ?? '' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar el mes siguiente' })).toBeInTheDocument();
    expect(await screen.findByText('Nada vence este mes.')).toBeInTheDocument();
  });

  it('names each entry’s category in Spanish', () => {
    const entry: CalendarEntry = {
      taskId: 'h3',
      subtaskId: null,
      title: 'Plan a move-in day',
      taskTitle: 'Plan a move-in day',
      categoryId: 'home_sale',
      date: '2026-12-02',
      time: null,
      projected: false,
      repeating: false,
      completed: false,
      overdue: false,
      assigneeId: null,
    };
    renderWithApp(
      <I18nProvider i18n={createI18n('es-US', spanishMessages)}>
        <EntryList entries={[entry]} />
      </I18nProvider>,
      { session: sessionState(), route: '/calendar' },
    );
    expect(screen.getByText('Venta de la casa y mudanza')).toBeVisible();
    expect(screen.queryByText('Home Sale & Transition')).toBeNull();
  });
});
