import { ArrowLeft, Circle, CircleCheck, Info, ListChecks, Plus, Search } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CATEGORY_CARD_PREVIEW_TASKS } from '../../../shared/constants';
import type { Category } from '../../../shared/content/task-library';
import { matchesSearch } from '../../../shared/rules/tasks';
import type {
  CategoryProgress,
  Dashboard,
  ProgressStats,
  Task,
} from '../../../shared/schemas/tasks';
import { AppHeader } from '../../components/app-header';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { recordView } from '../../lib/record-view';
import { useSession } from '../../lib/session';
import { errorDescription, useDashboard } from './api/use-dashboard';
import { CategoryIcon } from './components/category-icon';
import { NewTaskDialog } from './components/new-task-dialog';
import { TaskCard } from './components/task-card';
import { WelcomeVideoDialog } from './components/welcome-video-dialog';

const CATEGORY_PARAM = 'category';

/** Set on the history entry a category card pushes, so Back to Categories can go back. */
type CategoryLocationState = { fromGrid?: boolean } | null;

export function DashboardPage() {
  const { data: session } = useSession();
  const isDemo = session?.user.isDemo ?? false;
  const dashboard = useDashboard();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [newTaskOpen, setNewTaskOpen] = useState(false);
  const newTaskOpener = useRef<HTMLElement | null>(null);
  // The category last left, so the grid can put focus back on its card.
  const lastCategory = useRef<string | null>(null);

  const data = dashboard.data;
  const categoryId = searchParams.get(CATEGORY_PARAM);
  const category = data?.categories.find((item) => item.id === categoryId);

  const openNewTask = () => {
    newTaskOpener.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setNewTaskOpen(true);
  };

  const backToCategories = () => {
    // Opened from the grid: going back in history keeps the Back button and this one in step.
    if ((location.state as CategoryLocationState)?.fromGrid) {
      navigate(-1);
      return;
    }
    setSearchParams(
      (params) => {
        params.delete(CATEGORY_PARAM);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <div className="flex min-h-screen flex-col">
      <AppHeader />
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 sm:py-8">
        {isDemo && <DemoBanner />}
        {!data ? (
          dashboard.isError ? (
            <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
          ) : (
            <Spinner label="Loading your tasks" className="py-16" />
          )
        ) : category ? (
          <CategoryView
            key={category.id}
            category={category}
            dashboard={data}
            onBack={backToCategories}
            onNewTask={openNewTask}
            onLeave={() => {
              lastCategory.current = category.id;
            }}
          />
        ) : (
          <Overview dashboard={data} onNewTask={openNewTask} focusCategory={lastCategory} />
        )}
      </main>
      {data && (
        <NewTaskDialog
          open={newTaskOpen}
          onOpenChange={setNewTaskOpen}
          categories={data.categories}
          defaultCategoryId={category?.id ?? 'housing'}
          returnFocusRef={newTaskOpener}
        />
      )}
      <WelcomeVideoDialog />
    </div>
  );
}

function DemoBanner() {
  return (
    <section
      aria-label="Demo account"
      className="flex flex-col gap-3 rounded-lg border border-primary bg-secondary p-4 text-secondary-foreground sm:flex-row sm:items-center"
    >
      <Info aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1 text-sm">
        <strong className="font-semibold">You are using the demo account.</strong> Look around and
        tick off tasks as you like; subtasks can be added and ticked in Housing &amp; Living
        Arrangements. Deleting and editing notes are turned off. This demo is yours alone and is
        removed when you leave: create your own account to keep your checklist.
      </p>
      <Link to="/signup" className={cn(buttonVariants({ size: 'sm' }), 'w-fit')}>
        Sign up
      </Link>
    </section>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Card role="alert" className="mx-auto w-full max-w-lg">
      <CardHeader>
        <CardTitle asChild>
          <h1>We could not load your tasks</h1>
        </CardTitle>
        <p className="text-muted-foreground">{errorDescription(error)}</p>
      </CardHeader>
      <CardContent>
        <Button type="button" onClick={onRetry}>
          Try again
        </Button>
      </CardContent>
    </Card>
  );
}

function Overview({
  dashboard,
  onNewTask,
  focusCategory,
}: {
  dashboard: Dashboard;
  onNewTask: () => void;
  focusCategory: RefObject<string | null>;
}) {
  const gridRef = useRef<HTMLUListElement>(null);

  // Coming back from a category: focus its card again rather than the top of the page.
  useEffect(() => {
    const id = focusCategory.current;
    if (!id) return;
    focusCategory.current = null;
    gridRef.current?.querySelector<HTMLElement>(`[data-category="${id}"]`)?.focus();
  }, [focusCategory]);

  const progressById = new Map(
    dashboard.progress.categories.map((item) => [item.categoryId, item]),
  );

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Your care checklist</h1>
        <Button type="button" onClick={onNewTask}>
          <Plus aria-hidden="true" />
          New Task
        </Button>
      </div>

      {dashboard.tasks.length === 0 ? (
        <FirstUseEmptyState onNewTask={onNewTask} />
      ) : (
        <OverallProgress stats={dashboard.progress.overall} />
      )}

      <section aria-labelledby="categories-heading" className="flex flex-col gap-4">
        <h2 id="categories-heading" className="text-xl font-semibold">
          Categories
        </h2>
        <ul ref={gridRef} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {dashboard.categories.map((category) => (
            <CategoryCard
              key={category.id}
              category={category}
              progress={progressById.get(category.id)}
              tasks={dashboard.tasks.filter((task) => task.categoryId === category.id)}
            />
          ))}
        </ul>
      </section>
    </>
  );
}

function FirstUseEmptyState({ onNewTask }: { onNewTask: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-4 p-8 text-center">
      <ListChecks aria-hidden="true" className="size-10 text-primary" />
      <div className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold">Your checklist is empty</h2>
        <p className="max-w-prose text-muted-foreground">
          Add the first thing you need to take care of, and tick it off when it is done. You can
          break each task into smaller steps and keep notes as you go.
        </p>
      </div>
      <Button type="button" size="lg" onClick={onNewTask}>
        <Plus aria-hidden="true" />
        New Task
      </Button>
    </Card>
  );
}

function OverallProgress({ stats }: { stats: ProgressStats }) {
  const remaining = stats.total - stats.completed;
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle className="text-xl">Your Progress</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-end justify-between gap-3">
          <span id="overall-progress-label" className="font-medium">
            Overall Completion
          </span>
          <span className="text-3xl font-bold">{stats.percentage}%</span>
        </div>
        <Progress value={stats.percentage} aria-labelledby="overall-progress-label" />
        <div className="flex flex-wrap justify-between gap-2 text-sm text-muted-foreground">
          <p>
            {stats.completed} of {stats.total} tasks completed
          </p>
          <p>{remaining} remaining</p>
        </div>
      </CardContent>
    </Card>
  );
}

function CategoryCard({
  category,
  progress,
  tasks,
}: {
  category: Category;
  progress: CategoryProgress | undefined;
  tasks: Task[];
}) {
  const id = useId();
  const preview = tasks.slice(0, CATEGORY_CARD_PREVIEW_TASKS);
  const more = tasks.length - preview.length;
  const percentage = progress?.percentage ?? 0;

  return (
    // The link's ::after covers the card, so the whole card opens the category while the
    // link's name stays short (the category name); the card shows the link's focus ring.
    <li className="relative flex flex-col gap-3 rounded-lg border border-border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:border-primary has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring has-[a:focus-visible]:outline-solid">
      <div className="flex items-start gap-3">
        <CategoryIcon icon={category.icon} color={category.color} />
        <h3 className="pt-1 text-lg leading-snug font-semibold">
          <Link
            to={{ search: `?${CATEGORY_PARAM}=${category.id}` }}
            state={{ fromGrid: true }}
            data-category={category.id}
            className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
          >
            {category.name}
          </Link>
        </h3>
      </div>
      <p className="text-sm text-muted-foreground">{category.description}</p>
      <div className="flex flex-col gap-1.5">
        <div className="flex justify-between gap-2 text-sm">
          <span id={`${id}-progress`}>
            {progress?.completed ?? 0} of {progress?.total ?? tasks.length} tasks completed
          </span>
          <span className="font-semibold">{percentage}%</span>
        </div>
        <Progress value={percentage} aria-labelledby={`${id}-progress`} className="h-2" />
      </div>
      {preview.length > 0 ? (
        <ul className="flex flex-col gap-1.5 text-sm">
          {preview.map((task) => (
            <li key={task.id} className="flex items-start gap-2">
              {task.completed ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              ) : (
                <Circle
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                />
              )}
              <span className={cn(task.completed && 'text-muted-foreground line-through')}>
                {task.title}
                {task.completed && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No tasks yet</p>
      )}
      {more > 0 && (
        <p className="text-sm font-medium text-primary">
          +{more} more {more === 1 ? 'task' : 'tasks'}
        </p>
      )}
    </li>
  );
}

function CategoryView({
  category,
  dashboard,
  onBack,
  onNewTask,
  onLeave,
}: {
  category: Category;
  dashboard: Dashboard;
  onBack: () => void;
  onNewTask: () => void;
  onLeave: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [query, setQuery] = useState('');
  const recorded = useRef(false);
  const leave = useRef(onLeave);
  leave.current = onLeave;

  useEffect(() => {
    // The ref keeps StrictMode's second effect run from recording the view twice.
    if (!recorded.current) {
      recorded.current = true;
      recordView({ action: 'view_category', resourceId: category.id });
    }
    // A new view: start keyboard and screen reader users at its heading.
    headingRef.current?.focus();
    return () => leave.current();
  }, [category.id]);

  const tasks = dashboard.tasks.filter((task) => task.categoryId === category.id);
  const visible = useStableSearch(tasks, query);
  const progress = dashboard.progress.categories.find((item) => item.categoryId === category.id);
  const searching = query.trim() !== '';

  return (
    <>
      <Button type="button" variant="ghost" className="w-fit px-2" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to Categories
      </Button>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-3">
          <CategoryIcon icon={category.icon} color={category.color} />
          <div className="flex flex-col gap-1">
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-bold tracking-tight focus-visible:outline-none sm:text-3xl"
            >
              {category.name}
            </h1>
            <p className="max-w-prose text-muted-foreground">{category.description}</p>
          </div>
        </div>
        <Button type="button" className="w-fit shrink-0" onClick={onNewTask}>
          <Plus aria-hidden="true" />
          New Task
        </Button>
      </div>

      {progress && progress.total > 0 && (
        <div className="flex flex-col gap-1.5">
          <div aria-live="polite" className="flex justify-between gap-2 text-sm">
            <span id="category-progress-label">
              {progress.completed} of {progress.total} tasks completed
            </span>
            <span className="font-semibold">{progress.percentage}%</span>
          </div>
          <Progress value={progress.percentage} aria-labelledby="category-progress-label" />
        </div>
      )}

      <div className="flex flex-col gap-1.5 sm:max-w-md">
        <Label htmlFor="task-search">Search tasks</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="task-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search tasks..."
            className="pl-9"
            aria-describedby="task-search-count"
          />
        </div>
        <p id="task-search-count" aria-live="polite" className="text-sm text-muted-foreground">
          {searching ? `${visible.length} of ${tasks.length} tasks shown` : ''}
        </p>
      </div>

      {visible.length > 0 ? (
        <section aria-labelledby="task-list-heading">
          <h2 id="task-list-heading" className="sr-only">
            Tasks
          </h2>
          <ul className="grid gap-4 lg:grid-cols-2">
            {visible.map((task) => (
              <li key={task.id}>
                <TaskCard
                  task={task}
                  categoryName={category.name}
                  onDelete={() => headingRef.current?.focus()}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <h2 className="text-lg font-semibold">No tasks found</h2>
          <p className="text-muted-foreground">
            {searching ? 'Try a different search term' : 'This category has no tasks yet'}
          </p>
          {searching ? (
            <Button type="button" variant="outline" onClick={() => setQuery('')}>
              Clear search
            </Button>
          ) : (
            <Button type="button" onClick={onNewTask}>
              <Plus aria-hidden="true" />
              New Task
            </Button>
          )}
        </Card>
      )}
    </>
  );
}

/**
 * The tasks matching the search. A task stays listed while the search is unchanged even if an
 * edit (its notes, say) stops it matching, so a card never vanishes while someone types in it.
 */
function useStableSearch(tasks: Task[], query: string): Task[] {
  const shown = useRef({ query, ids: new Set<string>() });
  if (shown.current.query !== query) shown.current = { query, ids: new Set() };
  const ids = shown.current.ids;
  return tasks.filter((task) => {
    const keep = ids.has(task.id) || matchesSearch(task, query);
    if (keep) ids.add(task.id);
    return keep;
  });
}
