import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Category } from '../../../../shared/content/task-library';
import type { Dashboard } from '../../../../shared/schemas/tasks';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { recordView } from '../../../lib/record-view';
import { useStableSearch } from '../use-stable-search';
import { CategoryIcon } from './category-icon';
import { NewTaskButton } from './new-task-button';
import { TaskCard } from './task-card';
import { TaskSearchField } from './task-search-field';
import { TasksCompleted } from './tasks-completed';

/** One category: its progress, a search, and a card per task. */
export function CategoryView({
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
        <NewTaskButton className="w-fit shrink-0" onClick={onNewTask} />
      </div>

      {progress && progress.total > 0 && <TasksCompleted {...progress} live />}

      <TaskSearchField
        query={query}
        onQueryChange={setQuery}
        shown={visible.length}
        total={tasks.length}
      />

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
            <NewTaskButton onClick={onNewTask} />
          )}
        </Card>
      )}
    </>
  );
}
