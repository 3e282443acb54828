import { ListChecks } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import type { Dashboard } from '../../../../shared/schemas/tasks';
import { Card } from '../../../components/ui/card';
import { CategoryCard } from './category-card';
import { NewTaskButton } from './new-task-button';
import { OverallProgress } from './overall-progress';

/** The dashboard without a category chosen: overall progress and the grid of categories. */
export function DashboardOverview({
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
        <NewTaskButton onClick={onNewTask} />
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
      <NewTaskButton size="lg" onClick={onNewTask} />
    </Card>
  );
}
