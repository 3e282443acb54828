import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type Category, categoryName } from '../../../../shared/content/task-library';
import { formatCalendarDay, formatCount } from '../../../../shared/format';
import type { CalendarEntry, DueSummary } from '../../../../shared/schemas/calendar';
import { Card } from '../../../components/ui/card';
import { categorySearch } from '../../../lib/category-location';
import { useLocale } from '../../../lib/i18n';
import { usePlanParam } from '../../../lib/plan-context';
import { HydrateLater } from '../../../lib/progressive-hydration';

// The top of the dashboard's overview: what is overdue and what is due in the next 7 days, each
// entry a link to its category. Nothing at all when both are empty.

type DueCounts = { overdue: number; dueThisWeek: number };

/** How many are overdue and due this week in all: the lists stop at DUE_LIST_MAX each. */
function totals(due: DueSummary): DueCounts {
  return due.categories.reduce(
    (sum, item) => ({
      overdue: sum.overdue + item.overdue,
      dueThisWeek: sum.dueThisWeek + item.dueThisWeek,
    }),
    { overdue: 0, dueThisWeek: 0 },
  );
}

export function DueLists({
  due,
  categories,
}: {
  due: DueSummary;
  categories: readonly Category[];
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  if (due.overdue.length === 0 && due.dueThisWeek.length === 0) return null;
  const counts = totals(due);
  const overdueCount = formatCount(Math.max(counts.overdue, due.overdue.length), { locale });
  const dueCount = formatCount(Math.max(counts.dueThisWeek, due.dueThisWeek.length), { locale });
  const nameOf = (entry: CalendarEntry) => {
    const category = categories.find((item) => item.id === entry.categoryId);
    return category ? categoryName(category.id, i18n) : entry.categoryId;
  };

  return (
    // Hydrated after the page (record 062), like the rest of the overview: its links work as
    // links until then.
    <HydrateLater>
      <div className="grid gap-4 md:grid-cols-2">
        {due.overdue.length > 0 && (
          <DueList
            title={t`Overdue (${overdueCount})`}
            icon={<TriangleAlert aria-hidden="true" className="size-5 text-destructive" />}
            entries={due.overdue}
            categoryName={nameOf}
          />
        )}
        {due.dueThisWeek.length > 0 && (
          <DueList
            title={t`Due this week (${dueCount})`}
            icon={<CalendarClock aria-hidden="true" className="size-5 text-primary" />}
            entries={due.dueThisWeek}
            categoryName={nameOf}
          />
        )}
      </div>
    </HydrateLater>
  );
}

function DueList({
  title,
  icon,
  entries,
  categoryName,
}: {
  title: string;
  icon: ReactNode;
  entries: CalendarEntry[];
  categoryName: (entry: CalendarEntry) => string;
}) {
  const planId = usePlanParam();
  const locale = useLocale();
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        {icon}
        {title}
      </h2>
      <ul className="flex flex-col divide-y">
        {entries.map((entry) => {
          const { taskTitle } = entry;
          const when = formatCalendarDay(entry.date, entry.time, { locale });
          const category = categoryName(entry);
          return (
            <li
              key={`${entry.taskId}-${entry.subtaskId ?? ''}-${entry.date}`}
              className="flex flex-col gap-0.5 py-2"
            >
              <Link
                to={{ search: categorySearch(entry.categoryId, planId) }}
                className="font-medium break-words text-primary underline-offset-4 hover:underline"
              >
                {entry.title}
              </Link>
              <span className="text-sm text-muted-foreground">
                {entry.subtaskId ? (
                  <Trans>
                    Step of “{taskTitle}” · {when} · {category}
                  </Trans>
                ) : (
                  `${when} · ${category}`
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** A category card's 'N overdue', 'N due this week', in words. */
export function CategoryDueCounts({ counts }: { counts: DueCounts | undefined }) {
  const locale = useLocale();
  if (!counts || (counts.overdue === 0 && counts.dueThisWeek === 0)) return null;
  const { overdue, dueThisWeek } = counts;
  const overdueCount = formatCount(overdue, { locale });
  const dueCount = formatCount(dueThisWeek, { locale });
  return (
    <p className="flex flex-wrap gap-x-3 text-sm font-medium">
      {overdue > 0 && (
        <span className="text-destructive">
          <Plural
            value={overdue}
            one={`${overdueCount} overdue`}
            other={`${overdueCount} overdue`}
          />
        </span>
      )}
      {dueThisWeek > 0 && (
        <span>
          <Plural
            value={dueThisWeek}
            one={`${dueCount} due this week`}
            other={`${dueCount} due this week`}
          />
        </span>
      )}
    </p>
  );
}
