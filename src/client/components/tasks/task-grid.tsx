import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Task } from '../../../shared/schemas/tasks';
import { taskAnchorId } from '../../lib/category-location';
import { Card } from '../ui/card';

/** A category's task cards, or 'No tasks found' when there are none to show. */
export function TaskGrid<T extends Pick<Task, 'id'>>({
  tasks,
  renderTask,
  searching,
  emptyAction,
  emptyText,
  linkedTaskId = null,
}: {
  tasks: T[];
  renderTask: (task: T) => ReactNode;
  /** A search is typed: the empty state says to try another one. */
  searching: boolean;
  /** What the empty state offers (clear the search, add a task). */
  emptyAction?: ReactNode;
  /** The empty state's words when nothing is searched. */
  emptyText?: string;
  /** The task the view was opened at (a search's result, record 090): marked, and focusable. */
  linkedTaskId?: string | null;
}) {
  const { t } = useLingui();
  if (tasks.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 p-8 text-center">
        <h2 className="text-lg font-semibold">
          <Trans>No tasks found</Trans>
        </h2>
        <p className="text-muted-foreground">
          {searching
            ? t`Try a different search term`
            : (emptyText ?? t`This category has no tasks yet`)}
        </p>
        {emptyAction}
      </Card>
    );
  }
  return (
    <section aria-labelledby="task-list-heading">
      <h2 id="task-list-heading" className="sr-only">
        <Trans>Tasks</Trans>
      </h2>
      <ul className="grid gap-3 sm:gap-4 lg:grid-cols-2">
        {tasks.map((task) => {
          const linked = task.id === linkedTaskId;
          // Each card's place is named, so an address's fragment (#task-id) opens at it, before
          // any script too; with a little room above (scroll-mt). Ringed: styles.css.
          return (
            <li
              key={task.id}
              id={taskAnchorId(task.id)}
              tabIndex={linked ? -1 : undefined}
              data-linked={linked ? '' : undefined}
              className="scroll-mt-4 rounded-lg"
            >
              {renderTask(task)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
