import { Trans } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { categories } from '../../../../shared/content/task-library';
import type { ProgressSummary } from '../../../../shared/schemas/tasks';
import { CategoryGrid } from '../../../components/tasks/category-grid';
import { OverallProgress } from '../../../components/tasks/overall-progress';
import type { DemoTask } from '../demo-tasks';
import { DemoCategoryCard } from './demo-category-card';

/** The demo without a category chosen: 'Your Progress' and the grid of categories. */
export function DemoOverview({
  tasks,
  progress,
  focusCategory,
}: {
  tasks: DemoTask[];
  progress: ProgressSummary;
  focusCategory: RefObject<string | null>;
}) {
  const progressById = new Map(progress.categories.map((item) => [item.categoryId, item]));
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        <Trans>Your care checklist</Trans>
      </h1>
      <OverallProgress stats={progress.overall} />
      <CategoryGrid focusCategory={focusCategory}>
        {categories.map((category) => (
          <DemoCategoryCard
            key={category.id}
            category={category}
            progress={progressById.get(category.id) ?? { completed: 0, total: 0, percentage: 0 }}
            tasks={tasks.filter((task) => task.categoryId === category.id)}
          />
        ))}
      </CategoryGrid>
    </>
  );
}
