import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { categoryName } from '../../../../shared/content/task-library';
import { formatFullCalendarDay, formatTimeOfDay } from '../../../../shared/format';
import type { CalendarEntry } from '../../../../shared/schemas/calendar';
import { Badge } from '../../../components/ui/badge';
import { categorySearch } from '../../../lib/category-location';
import { useLocale } from '../../../lib/i18n';
import { usePlanParam } from '../../../lib/plan-context';

// The entries of some days, grouped by day: a date heading, then each entry's time, title (a
// link to its task's category on /app), category and state in words.

export function groupByDay(entries: readonly CalendarEntry[]): [string, CalendarEntry[]][] {
  const days = new Map<string, CalendarEntry[]>();
  for (const entry of entries) days.set(entry.date, [...(days.get(entry.date) ?? []), entry]);
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
}

export function EntryList({ entries }: { entries: readonly CalendarEntry[] }) {
  const planId = usePlanParam();
  const locale = useLocale();
  const { i18n } = useLingui();
  return (
    <ul className="flex flex-col divide-y">
      {entries.map((entry) => (
        <li
          key={`${entry.taskId}-${entry.subtaskId ?? ''}-${entry.date}`}
          className="flex flex-col gap-1 py-2 sm:flex-row sm:items-baseline sm:gap-3"
        >
          <span className="w-20 shrink-0 text-sm font-medium tabular-nums">
            {entry.time ? formatTimeOfDay(entry.time, { locale }) : <Trans>Any time</Trans>}
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <Link
              to={{ pathname: '/app', search: categorySearch(entry.categoryId, planId) }}
              className={`font-medium break-words text-primary underline-offset-4 hover:underline ${entry.completed ? 'line-through' : ''}`}
            >
              {entry.title}
            </Link>
            <span className="text-sm text-muted-foreground">
              {entry.subtaskId ? <StepOf taskTitle={entry.taskTitle} /> : ''}
              {categoryName(entry.categoryId, i18n)}
            </span>
            <span className="flex flex-wrap gap-1.5">
              {entry.overdue && (
                <Badge variant="outline" className="border-destructive text-destructive">
                  <Trans>Overdue</Trans>
                </Badge>
              )}
              {entry.repeating && (
                <Badge variant="outline">
                  <Trans>Repeats</Trans>
                </Badge>
              )}
              {entry.completed && (
                <Badge variant="outline">
                  <Trans context="a task or a step">Done</Trans>
                </Badge>
              )}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** 'Step of “Book a check-up” · ': a step says the task it is part of (typed as it is). */
function StepOf({ taskTitle }: { taskTitle: string }) {
  return (
    <>
      <Trans>Step of “{taskTitle}”</Trans>
      {' · '}
    </>
  );
}

/** The 'Agenda': the month's entries, day by day. */
export function AgendaList({ entries }: { entries: readonly CalendarEntry[] }) {
  const locale = useLocale();
  const days = groupByDay(entries);
  if (days.length === 0) {
    return (
      <p className="text-muted-foreground">
        <Trans>Nothing is due this month.</Trans>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {days.map(([day, dayEntries]) => (
        <section key={day} aria-labelledby={`agenda-${day}`} className="flex flex-col gap-1">
          <h3 id={`agenda-${day}`} className="font-semibold">
            {formatFullCalendarDay(day, null, { locale })}
          </h3>
          <EntryList entries={dayEntries} />
        </section>
      ))}
    </div>
  );
}
