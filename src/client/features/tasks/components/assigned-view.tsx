import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { categoryName } from '../../../../shared/content/task-library';
import { formatCount } from '../../../../shared/format';
import type { Dashboard } from '../../../../shared/schemas/tasks';
import { TaskGrid } from '../../../components/tasks/task-grid';
import { useLocale } from '../../../lib/i18n';
import type { AssignedFilter } from '../api/task-requests';
import { AssignmentFilter, assignedFilterLabels } from './assignment-filter';
import { TaskCard } from './task-card';

/** The filter's tasks, every category together: 'Assigned to me' or 'Unassigned'. */
export function AssignedView({
  filter,
  dashboard,
}: {
  filter: AssignedFilter;
  dashboard: Dashboard;
}) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const found = dashboard.tasks.length;
  const foundCount = formatCount(found, { locale });
  const names = new Map(
    dashboard.categories.map((category) => [category.id, categoryName(category.id, i18n)]),
  );

  // A new list: keyboard and screen reader users start at its heading.
  useEffect(() => {
    if (filter) headingRef.current?.focus();
  }, [filter]);

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight sm:text-3xl"
        >
          {i18n._(assignedFilterLabels[filter])}
        </h1>
        <AssignmentFilter />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t`${plural(found, { one: `${foundCount} task`, other: `${foundCount} tasks` })}`}
      </p>
      <TaskGrid
        tasks={dashboard.tasks}
        searching={false}
        renderTask={(task) => (
          <TaskCard
            task={task}
            categoryName={names.get(task.categoryId) ?? ''}
            onDelete={() => headingRef.current?.focus()}
          />
        )}
        emptyText={
          filter === 'me' ? t`No tasks are assigned to you.` : t`Every task has someone on it.`
        }
      />
    </>
  );
}
