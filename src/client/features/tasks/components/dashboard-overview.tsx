import { Trans } from '@lingui/react/macro';
import { ListChecks } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Dashboard } from '../../../../shared/schemas/tasks';
import { AddFromLibraryButton } from '../../../components/library/add-from-library-button';
import { CategoryGrid } from '../../../components/tasks/category-grid';
import { OverallProgress } from '../../../components/tasks/overall-progress';
import { buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { usePlanParam, withPlan } from '../../../lib/plan-context';
import { HydrateLater } from '../../../lib/progressive-hydration';
import { overviewAddress } from '../api/dashboard-view';
import { AssignmentFilter } from './assignment-filter';
import { CategoryCard } from './category-card';
import { DueLists } from './due-lists';
import { LazyPlanByStage, LazyShapePlanOffer } from './lazy-overview-parts';
import { NewTaskButton } from './new-task-button';
import { SearchAllForm } from './search-all-form';

/** The dashboard without a category chosen: overall progress and the grid of categories. */
export function DashboardOverview({
  dashboard,
  onNewTask,
  focusCategory,
  showFilter = true,
  byStageView = false,
}: {
  dashboard: Dashboard;
  onNewTask: () => void;
  focusCategory: RefObject<string | null>;
  /** The 'Show' filter by assignment: not for the demo account, which has no circle. */
  showFilter?: boolean;
  /** The address asks for the plan by stage (`?view=stages`). */
  byStageView?: boolean;
}) {
  const progressById = new Map(
    dashboard.progress.categories.map((item) => [item.categoryId, item]),
  );
  const dueById = new Map(dashboard.due?.categories.map((item) => [item.categoryId, item]));
  const planId = usePlanParam();
  const [searchParams] = useSearchParams();
  // The plan by stage (issue 58), when the overview counts its stages (records 097 and 098).
  const stageProgress = dashboard.stages;
  const byStage = stageProgress !== undefined && byStageView;

  return (
    <>
      <HydrateLater>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            <Trans>Your care checklist</Trans>
          </h1>
          <div className="flex flex-wrap items-center gap-3">
            {showFilter && <AssignmentFilter />}
            {/* One tap to what a paramedic needs, for the plan shown (decision record 082). */}
            <Link
              to={withPlan('/emergency-sheet', planId)}
              className={buttonVariants({ variant: 'outline' })}
            >
              <Trans>Emergency sheet</Trans>
            </Link>
            <AddFromLibraryButton categories={dashboard.categories} />
            <NewTaskButton onClick={onNewTask} />
          </div>
        </div>
      </HydrateLater>

      <HydrateLater>
        <LazyShapePlanOffer completed={dashboard.progress.overall.completed} />
      </HydrateLater>

      {/* Every category's tasks at once (record 090): a plain form, hydrated with the page. */}
      {dashboard.progress.overall.total > 0 && <SearchAllForm />}

      <HydrateLater>
        {dashboard.progress.overall.total === 0 ? (
          <FirstUseEmptyState onNewTask={onNewTask} />
        ) : (
          <OverallProgress stats={dashboard.progress.overall} />
        )}
      </HydrateLater>

      {dashboard.due && <DueLists due={dashboard.due} categories={dashboard.categories} />}

      {stageProgress && (
        <HydrateLater>
          <LazyPlanByStage
            byStage={byStage}
            addressFor={(wanted) => overviewAddress(searchParams, wanted)}
            progress={stageProgress}
          />
        </HydrateLater>
      )}

      {!byStage && (
        <CategoryGrid focusCategory={focusCategory}>
          {dashboard.categories.map((category) => (
            <CategoryCard
              key={category.id}
              category={category}
              progress={progressById.get(category.id)}
              tasks={dashboard.tasks.filter((task) => task.categoryId === category.id)}
              due={dueById.get(category.id)}
            />
          ))}
        </CategoryGrid>
      )}
    </>
  );
}

function FirstUseEmptyState({ onNewTask }: { onNewTask: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-4 p-8 text-center">
      <ListChecks aria-hidden="true" className="size-10 text-primary" />
      <div className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold">
          <Trans>Your checklist is empty</Trans>
        </h2>
        <p className="max-w-prose text-muted-foreground">
          <Trans>
            Add the first thing you need to take care of, and tick it off when it is done. You can
            break each task into smaller steps and keep notes as you go.
          </Trans>
        </p>
      </div>
      <NewTaskButton size="lg" onClick={onNewTask} />
    </Card>
  );
}
