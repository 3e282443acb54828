import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { DayPicker, type DayProps } from 'react-day-picker';
import {
  formatCalendarMonth,
  formatCalendarWeekday,
  formatFullCalendarDay,
} from '../../../../shared/format';
import type { CalendarEntry } from '../../../../shared/schemas/calendar';
import { dayPickerClassNames } from '../../../lib/day-picker-classes';
import { isoDateOf, pickerDate } from '../../../lib/due-date-format';
import { useLocale } from '../../../lib/i18n';

// The month grid: on a desktop (from 768 px) each day shows the titles due on it (issue 33, item
// 9); a phone shows the agenda instead (calendar-page.tsx). For screen readers a day says its
// count in words ('Tuesday, December 1, 2026, 3 tasks'), and the agenda has the titles. The arrow
// keys move by day, PageUp/PageDown by month.

/** How many titles a day shows before '+N more'. */
const TITLES_PER_DAY = 2;

/** The picker's parts, stretched to the page's width with room for titles in each day. */
const withTitles = {
  ...dayPickerClassNames,
  root: 'relative w-full',
  month_grid: 'w-full table-fixed border-collapse',
  weekday: 'h-10 text-center text-sm font-medium text-muted-foreground',
  day: 'relative h-24 border p-0 align-top',
  day_button:
    'flex h-full w-full items-start justify-start rounded-md p-1.5 text-sm hover:bg-muted',
};

function titlesByDay(entries: readonly CalendarEntry[]) {
  const days = new Map<string, string[]>();
  for (const entry of entries) days.set(entry.date, [...(days.get(entry.date) ?? []), entry.title]);
  return days;
}

/**
 * A day of the grid: the picker's own button (its number; its name says the count, and it takes
 * focus from the arrow keys), and over it, seen only, the first titles due. Outside the button,
 * so what the button shows is what its name says (WCAG 2.5.3), and letting presses through.
 */
function dayWithTitles(titles: Map<string, string[]>) {
  return function DayWithTitles({ day, modifiers: _modifiers, children, ...cell }: DayProps) {
    const due = titles.get(isoDateOf(day.date)) ?? [];
    const more = due.length - TITLES_PER_DAY;
    return (
      <td {...cell}>
        {children}
        {due.length > 0 && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-1 top-8 flex flex-col gap-0.5 text-left"
          >
            {due.slice(0, TITLES_PER_DAY).map((title, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: two tasks may share a title.
                key={index}
                className="truncate rounded-sm bg-muted px-1 text-xs text-foreground"
              >
                {title}
              </span>
            ))}
            {more > 0 && (
              <span className="px-1 text-xs text-muted-foreground">
                <Trans>+{more} more</Trans>
              </span>
            )}
          </span>
        )}
      </td>
    );
  };
}

type MonthCalendarProps = {
  /** The first day of the month shown. */
  month: string;
  onMonthChange: (month: string) => void;
  selectedDay: string | null;
  onSelectDay: (day: string) => void;
  entries: readonly CalendarEntry[];
};

export function MonthCalendar({
  month,
  onMonthChange,
  selectedDay,
  onSelectDay,
  entries,
}: MonthCalendarProps) {
  const { t } = useLingui();
  // The month's and the weekdays' names in the reader's language, from the one module that
  // writes dates (not the picker's own English).
  const locale = useLocale();
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(entry.date, (counts.get(entry.date) ?? 0) + 1);
  // One component while the entries stay: a new one each rendering would render every day again and
  // lose the focus the arrow keys move.
  const Day = useMemo(() => dayWithTitles(titlesByDay(entries)), [entries]);

  return (
    <DayPicker
      mode="single"
      required={false}
      month={pickerDate(month)}
      onMonthChange={(date) => onMonthChange(isoDateOf(date))}
      selected={selectedDay ? pickerDate(selectedDay) : undefined}
      onSelect={(date) => {
        if (date) onSelectDay(isoDateOf(date));
      }}
      weekStartsOn={1}
      showOutsideDays
      classNames={withTitles}
      components={{ Day }}
      formatters={{
        formatCaption: (date) => formatCalendarMonth(isoDateOf(date), { locale }),
        formatWeekdayName: (date) => formatCalendarWeekday(isoDateOf(date), { locale }),
      }}
      labels={{
        labelPrevious: () => t`Previous month`,
        labelNext: () => t`Next month`,
        labelGrid: (date) => formatCalendarMonth(isoDateOf(date), { locale }),
        labelWeekday: (date) => formatCalendarWeekday(isoDateOf(date), { locale, long: true }),
        labelDayButton: (date, modifiers) => {
          const day = isoDateOf(date);
          const count = counts.get(day) ?? 0;
          const parts = [formatFullCalendarDay(day, null, { locale })];
          if (modifiers.today) parts.push(t`today`);
          parts.push(
            count === 0 ? t`nothing due` : t`${plural(count, { one: '# task', other: '# tasks' })}`,
          );
          if (modifiers.selected) parts.push(t`selected`);
          return parts.join(', ');
        },
      }}
    />
  );
}
