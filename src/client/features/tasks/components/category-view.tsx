import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { type Category, categoryName } from '../../../../shared/content/task-library';
import type { Dashboard } from '../../../../shared/schemas/tasks';
import { AddFromLibraryButton } from '../../../components/library/add-from-library-button';
import { CategoryHeader } from '../../../components/tasks/category-header';
import { TaskGrid } from '../../../components/tasks/task-grid';
import { TaskSearchField } from '../../../components/tasks/task-search-field';
import { TasksCompleted } from '../../../components/tasks/tasks-completed';
import { Button } from '../../../components/ui/button';
import { taskAnchorId } from '../../../lib/category-location';
import { recordView } from '../../../lib/record-view';
import { useStableSearch } from '../../../lib/use-stable-search';
import { MoreTasks } from './more-tasks';
import { NewTaskButton } from './new-task-button';
import { RecentlyDeletedLink } from './recently-deleted-link';
import { TaskCard } from './task-card';

/**
 * One category: its progress, a search, and a card per task. It opens with its first tasks and
 * brings more as the person scrolls (`dashboard.hasMore`, issue 32); a search asks for them all.
 */
export function CategoryView({
  category,
  dashboard,
  loadingMore,
  onShowMore,
  onShowAll,
  linkedTaskId = null,
  onBack,
  onNewTask,
  onLeave,
}: {
  category: Category;
  dashboard: Dashboard;
  /** A bigger step of the list is on its way; the tasks shown so far stay. */
  loadingMore: boolean;
  onShowMore: () => void;
  onShowAll: () => void;
  /** The task the category opens at (a search's result, record 090). */
  linkedTaskId?: string | null;
  onBack: () => void;
  onNewTask: () => void;
  onLeave: () => void;
}) {
  const { i18n } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [query, setQuery] = useState('');
  const recorded = useRef(false);
  const leave = useRef(onLeave);
  leave.current = onLeave;
  const linkedTask = useRef(linkedTaskId);

  useEffect(() => {
    // The ref keeps StrictMode's second effect run from recording the view twice.
    if (!recorded.current) {
      recorded.current = true;
      recordView({ action: 'view_category', resourceId: category.id });
    }
    // A new view: start keyboard and screen reader users at its heading, or at the task it was
    // opened at, which is brought into view (as its address's fragment did before the scripts).
    const linked = linkedTask.current
      ? document.getElementById(taskAnchorId(linkedTask.current))
      : null;
    if (linked) {
      linked.scrollIntoView({ block: 'start' });
      linked.focus({ preventScroll: true });
    } else {
      headingRef.current?.focus();
    }
    return () => leave.current();
  }, [category.id]);

  const tasks = dashboard.tasks.filter((task) => task.categoryId === category.id);
  const visible = useStableSearch(tasks, query);
  const progress = dashboard.progress.categories.find((item) => item.categoryId === category.id);
  const searching = query.trim() !== '';
  const hasMore = dashboard.hasMore === true;
  // The category's size, though only its first tasks may be here yet.
  const total = hasMore ? (progress?.total ?? tasks.length) : tasks.length;

  // A search looks at every task of the category: the rest are asked for as it starts.
  const showAll = useRef(onShowAll);
  showAll.current = onShowAll;
  useEffect(() => {
    if (searching && hasMore) showAll.current();
  }, [searching, hasMore]);

  return (
    <>
      <CategoryHeader
        category={category}
        onBack={onBack}
        headingRef={headingRef}
        action={
          <div className="flex shrink-0 flex-wrap gap-3">
            <AddFromLibraryButton
              categories={dashboard.categories}
              defaultCategoryId={category.id}
            />
            <NewTaskButton className="w-fit" onClick={onNewTask} />
          </div>
        }
      />

      {progress && progress.total > 0 && <TasksCompleted {...progress} live />}

      <TaskSearchField
        query={query}
        onQueryChange={setQuery}
        shown={visible.length}
        total={total}
      />

      <TaskGrid
        tasks={visible}
        searching={searching}
        linkedTaskId={linkedTaskId}
        renderTask={(task) => (
          <TaskCard
            task={task}
            categoryName={categoryName(category.id, i18n)}
            onDelete={() => headingRef.current?.focus()}
          />
        )}
        emptyAction={
          searching ? (
            <Button type="button" variant="outline" onClick={() => setQuery('')}>
              <Trans>Clear search</Trans>
            </Button>
          ) : (
            <NewTaskButton onClick={onNewTask} />
          )
        }
      />

      {hasMore && !searching && (
        <MoreTasks
          shown={tasks.length}
          total={total}
          loading={loadingMore}
          onShowMore={onShowMore}
        />
      )}

      {/* Where a deleted task or step is brought back (record 087). */}
      <RecentlyDeletedLink />
    </>
  );
}
