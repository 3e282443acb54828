import { Plural, Trans } from '@lingui/react/macro';
import type { Category } from '../../../../shared/content/task-library';
import type { ProgressStats } from '../../../../shared/schemas/tasks';
import { CategoryCardFrame } from '../../../components/tasks/category-card-frame';
import { TaskPreviewList } from '../../../components/tasks/task-preview-list';
import { categorySearch, fromGridState } from '../../../lib/category-location';
import type { DemoTask } from '../demo-tasks';

/** A category on the demo's grid: its progress, one example task and how many more it has. */
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
            <Trans>Example task</Trans>
          </p>
          <TaskPreviewList tasks={[example]} />
        </div>
      )}
      {/* The demo has every task (issue 33, item 8; record 076): they are one tap away, not
          only 'in full version', which the category's notice would then contradict. */}
      {more > 0 && (
        <p className="text-sm font-medium text-primary">
          <Plural
            value={more}
            one="+# more task in this category"
            other="+# more tasks in this category"
          />
        </p>
      )}
    </CategoryCardFrame>
  );
}
