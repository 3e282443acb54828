import type { Category } from '../../../../shared/content/task-library';
import type { ProgressStats } from '../../../../shared/schemas/tasks';
import { CategoryCardFrame } from '../../../components/tasks/category-card-frame';
import { TaskPreviewList } from '../../../components/tasks/task-preview-list';
import { categorySearch, fromGridState } from '../../../lib/category-location';
import type { DemoTask } from '../demo-tasks';

/** A category on the demo's grid: its progress, one example task and how many more there are. */
export function DemoCategoryCard({
  category,
  progress,
  tasks,
}: {
  category: Category;
  progress: ProgressStats;
  tasks: DemoTask[];
}) {
  const [example] = tasks;
  const more = tasks.length - 1;
  return (
    <CategoryCardFrame
      category={category}
      progress={progress}
      to={{ search: categorySearch(category.id) }}
      linkState={fromGridState}
    >
      {example && (
        <div className="flex flex-col gap-1.5">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            Example task
          </p>
          <TaskPreviewList tasks={[example]} />
        </div>
      )}
      {more > 0 && (
        <p className="text-sm font-medium text-primary">
          +{more} more {more === 1 ? 'task' : 'tasks'} in full version
        </p>
      )}
    </CategoryCardFrame>
  );
}
