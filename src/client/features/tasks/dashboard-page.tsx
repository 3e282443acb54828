import { Trans, useLingui } from '@lingui/react/macro';
import { Eye } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppHeader } from '../../components/app-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { describeApiError } from '../../lib/api-error-messages';
import { useCategoryParam } from '../../lib/category-location';
import { useCurrentPlan } from '../../lib/plan-context';
import { useSession } from '../../lib/session';
import { dashboardViewOf } from './api/dashboard-view';
import { useCategoryLimit, useDashboard } from './api/use-dashboard';
import { usePlanEvents } from './api/use-plan-events';
import { AssignedView } from './components/assigned-view';
import { CategoryView } from './components/category-view';
import { DashboardOverview } from './components/dashboard-overview';
import { DemoBanner } from './components/demo-banner';
import { FirstVisitWelcome } from './components/first-visit-welcome';
import { LazyNewTaskDialog } from './components/lazy-new-task-dialog';
import { SearchView } from './components/search-view';

/**
 * /app: the overview of categories, one category's tasks when the address names one, or the
 * search of every task (`?q=`).
 */
export function DashboardPage() {
  const { t } = useLingui();
  const { data: session } = useSession();
  const isDemo = session?.user.isDemo ?? false;
  const { plan, canEdit } = useCurrentPlan();
  const { backToCategories } = useCategoryParam();
  // A category named in the address opens with its own tasks; without one, the filter's list
  // ('Assigned to me', 'Unassigned') or the overview.
  const [searchParams] = useSearchParams();
  const view = dashboardViewOf(searchParams, isDemo);
  const { category: known, filter, scope, search } = view;
  // A category opens with its first page of tasks and brings more as the person scrolls.
  const categoryLimit = useCategoryLimit(known, view.linkedTask !== null);
  // A search of every task has its own answer (record 090).
  const dashboard = useDashboard(scope, categoryLimit.limit, search === null);
  const [newTaskOpen, setNewTaskOpen] = useState(false);
  // Rendered from its first opening on (closed, it keeps what was typed): its code loads then.
  const [newTaskOpened, setNewTaskOpened] = useState(false);
  const newTaskOpener = useRef<HTMLElement | null>(null);
  // The category last left, so the grid can put focus back on its card.
  const lastCategory = useRef<string | null>(null);

  const data = dashboard.data;
  // Other members' changes show up within seconds, without reloading.
  usePlanEvents(data?.planId);
  const category = data?.categories.find((item) => item.id === known);

  const openNewTask = () => {
    newTaskOpener.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setNewTaskOpened(true);
    setNewTaskOpen(true);
  };

  return (
    <div className="flex min-h-screen flex-col">
      <AppHeader />
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 sm:py-8">
        {isDemo && <DemoBanner />}
        {!canEdit && <ViewOnlyNotice planName={plan?.name} />}
        {search !== null ? (
          <SearchView query={search} />
        ) : !data ? (
          dashboard.isError ? (
            <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
          ) : (
            <Spinner label={t`Loading your tasks`} className="py-16" />
          )
        ) : category ? (
          <CategoryView
            key={category.id}
            category={category}
            dashboard={data}
            loadingMore={dashboard.isPlaceholderData}
            onShowMore={categoryLimit.showMore}
            onShowAll={categoryLimit.showAll}
            linkedTaskId={view.linkedTask}
            onBack={backToCategories}
            onNewTask={openNewTask}
            onLeave={() => {
              lastCategory.current = category.id;
            }}
          />
        ) : filter ? (
          <AssignedView filter={filter} dashboard={data} />
        ) : (
          <DashboardOverview
            dashboard={data}
            onNewTask={openNewTask}
            focusCategory={lastCategory}
            showFilter={!isDemo}
            byStageView={view.byStage}
          />
        )}
      </main>
      {data && canEdit && newTaskOpened && (
        <Suspense fallback={null}>
          <LazyNewTaskDialog
            open={newTaskOpen}
            onOpenChange={setNewTaskOpen}
            categories={data.categories}
            defaultCategoryId={category?.id ?? 'housing'}
            returnFocusRef={newTaskOpener}
          />
        </Suspense>
      )}
      <FirstVisitWelcome />
    </div>
  );
}

/** A viewer's plan: said once at the top, rather than by each control they do not get. */
function ViewOnlyNotice({ planName }: { planName: string | undefined }) {
  return (
    <p className="flex items-center gap-2 rounded-md border bg-muted px-4 py-3 text-sm">
      <Eye aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {planName ? (
          <Trans>
            You can view this plan ({planName}); its owner or caregivers make the changes.
          </Trans>
        ) : (
          <Trans>You can view this plan; its owner or caregivers make the changes.</Trans>
        )}
      </span>
    </p>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Card role="alert" className="mx-auto w-full max-w-lg">
      <CardHeader>
        <CardTitle asChild>
          <h1>
            <Trans>We could not load your tasks</Trans>
          </h1>
        </CardTitle>
        <p className="text-muted-foreground">{describeApiError(error)}</p>
      </CardHeader>
      <CardContent>
        <Button type="button" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}
