import { Trans, useLingui } from '@lingui/react/macro';
import { type Dispatch, useEffect, useRef, useState } from 'react';
import { type Category, categoryName } from '../../../../shared/content/task-library';
import { demoAllowsSubtaskChanges } from '../../../../shared/rules/demo';
import type { ProgressStats } from '../../../../shared/schemas/tasks';
import { CategoryHeader } from '../../../components/tasks/category-header';
import { TaskGrid } from '../../../components/tasks/task-grid';
import { TaskSearchField } from '../../../components/tasks/task-search-field';
import { TasksCompleted } from '../../../components/tasks/tasks-completed';
import { Button } from '../../../components/ui/button';
import { useStableSearch } from '../../../lib/use-stable-search';
import type { DemoAction, DemoTask } from '../demo-tasks';
import { DemoLimitationNotice } from './demo-limitation-notice';
import { DemoTaskCard } from './demo-task-card';
import { PremiumCommunityPromo } from './premium-community-promo';

/** One category of the demo: its progress, the demo's limits, a search and its task cards. */
export function DemoCategoryView({
  category,
  tasks,
  progress,
  dispatch,
  onBack,
  onLeave,
}: {
  category: Category;
  tasks: DemoTask[];
  progress: ProgressStats;
  dispatch: Dispatch<DemoAction>;
  onBack: () => void;
  onLeave: () => void;
}) {
  const { i18n } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [query, setQuery] = useState('');
  const leave = useRef(onLeave);
  leave.current = onLeave;

  useEffect(() => {
    // A new view: start keyboard and screen reader users at its heading.
    headingRef.current?.focus();
    return () => leave.current();
  }, []);

  const visible = useStableSearch(tasks, query);
  const searching = query.trim() !== '';

  return (
    <>
      <CategoryHeader category={category} onBack={onBack} headingRef={headingRef} />

      {progress.total > 0 && <TasksCompleted {...progress} live />}

      {!demoAllowsSubtaskChanges(category.id) && (
        // The demo shows every starter task of the category, as the full version does.
        <DemoLimitationNotice fullTaskCount={tasks.length} />
      )}

      <TaskSearchField
        query={query}
        onQueryChange={setQuery}
        shown={visible.length}
        total={tasks.length}
      />

      <PremiumCommunityPromo />

      <TaskGrid
        tasks={visible}
        searching={searching}
        renderTask={(task) => (
          <DemoTaskCard
            task={task}
            categoryName={categoryName(category.id, i18n)}
            dispatch={dispatch}
          />
        )}
        emptyAction={
          searching && (
            <Button type="button" variant="outline" onClick={() => setQuery('')}>
              <Trans>Clear search</Trans>
            </Button>
          )
        }
      />
    </>
  );
}
