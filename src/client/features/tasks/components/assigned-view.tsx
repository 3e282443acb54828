import { useEffect, useRef } from 'react';
import type { Dashboard } from '../../../../shared/schemas/tasks';
import { TaskGrid } from '../../../components/tasks/task-grid';
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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const names = new Map(dashboard.categories.map((category) => [category.id, category.name]));

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
          {assignedFilterLabels[filter]}
        </h1>
        <AssignmentFilter />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {dashboard.tasks.length === 1 ? '1 task' : `${dashboard.tasks.length} tasks`}
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
          filter === 'me' ? 'No tasks are assigned to you.' : 'Every task has someone on it.'
        }
      />
    </>
  );
}
