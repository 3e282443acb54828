import { Circle, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { CATEGORY_CARD_PREVIEW_TASKS } from '../../../../shared/constants';
import type { Category } from '../../../../shared/content/task-library';
import type { CategoryProgress, Task } from '../../../../shared/schemas/tasks';
import { cn } from '../../../lib/cn';
import { categorySearch, fromGridState } from '../category-location';
import { CategoryIcon } from './category-icon';
import { TasksCompleted } from './tasks-completed';

/** A category on the overview grid: its progress and first tasks; the whole card opens it. */
export function CategoryCard({
  category,
  progress,
  tasks,
}: {
  category: Category;
  progress: CategoryProgress | undefined;
  tasks: Task[];
}) {
  const preview = tasks.slice(0, CATEGORY_CARD_PREVIEW_TASKS);
  const more = tasks.length - preview.length;

  return (
    // The link's ::after covers the card, so the whole card opens the category while the
    // link's name stays short (the category name); the card shows the link's focus ring.
    <li className="relative flex flex-col gap-3 rounded-lg border border-border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:border-primary has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring has-[a:focus-visible]:outline-solid">
      <div className="flex items-start gap-3">
        <CategoryIcon icon={category.icon} color={category.color} />
        <h3 className="pt-1 text-lg leading-snug font-semibold">
          <Link
            to={{ search: categorySearch(category.id) }}
            state={fromGridState}
            data-category={category.id}
            className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
          >
            {category.name}
          </Link>
        </h3>
      </div>
      <p className="text-sm text-muted-foreground">{category.description}</p>
      <TasksCompleted
        completed={progress?.completed ?? 0}
        total={progress?.total ?? tasks.length}
        percentage={progress?.percentage ?? 0}
        barClassName="h-2"
      />
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
