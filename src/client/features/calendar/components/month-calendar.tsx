import { DayPicker } from 'react-day-picker';
import type { CalendarEntry } from '../../../../shared/schemas/calendar';
import { dayPickerClassNames } from '../../../lib/day-picker-classes';
import { formatLongDate, isoDateOf, pickerDate } from '../../../lib/due-date-format';

// The month grid: days with entries carry a dot and, for screen readers, their count in words
// ('Tuesday 1 December 2026, 3 tasks'). The arrow keys move by day, PageUp/PageDown by month.

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
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(entry.date, (counts.get(entry.date) ?? 0) + 1);
  const busyDays = [...counts.keys()].map(pickerDate);

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
      classNames={dayPickerClassNames}
      modifiers={{ busy: busyDays }}
      modifiersClassNames={{
        busy: '[&>button]:relative [&>button]:after:absolute [&>button]:after:bottom-1 [&>button]:after:size-1.5 [&>button]:after:rounded-full [&>button]:after:bg-current',
      }}
      labels={{
        labelPrevious: () => 'Previous month',
        labelNext: () => 'Next month',
        labelGrid: (date) => formatLongDate(isoDateOf(date)).replace(/^\S+ \d+ /, ''),
        labelDayButton: (date, modifiers) => {
          const day = isoDateOf(date);
          const count = counts.get(day) ?? 0;
          const parts = [formatLongDate(day)];
          if (modifiers.today) parts.push('today');
          parts.push(count === 0 ? 'nothing due' : `${count} ${count === 1 ? 'task' : 'tasks'}`);
          if (modifiers.selected) parts.push('selected');
          return parts.join(', ');
        },
      }}
    />
  );
}
