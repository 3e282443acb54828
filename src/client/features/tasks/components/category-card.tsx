import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CATEGORY_CARD_PREVIEW_TASKS } from '../../../../shared/constants';
import type { Category } from '../../../../shared/content/task-library';
import { formatCount } from '../../../../shared/format';
import type { CategoryProgress, Task } from '../../../../shared/schemas/tasks';
import { CategoryCardFrame } from '../../../components/tasks/category-card-frame';
import { TaskPreviewList } from '../../../components/tasks/task-preview-list';
import { categorySearch, fromGridState } from '../../../lib/category-location';
import { useLocale } from '../../../lib/i18n';
import { usePlanParam } from '../../../lib/plan-context';
import { CategoryDueCounts } from './due-lists';

/**
 * A category on the overview grid: its progress and first tasks (all the overview holds of it);
 * the whole card opens it.
 */
export function CategoryCard({
  category,
  progress,
  tasks,
  due,
}: {
  category: Category;
  progress: CategoryProgress | undefined;
  tasks: Task[];
  /** How many of its tasks are overdue and due this week (the overview's `due`). */
  due?: { overdue: number; dueThisWeek: number };
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const planId = usePlanParam();
  const preview = tasks.slice(0, CATEGORY_CARD_PREVIEW_TASKS);
  const more = (progress?.total ?? tasks.length) - preview.length;
  const moreCount = formatCount(more, { locale });

  return (
    <CategoryCardFrame
      category={category}
      progress={progress ?? { completed: 0, total: tasks.length, percentage: 0 }}
      to={{ search: categorySearch(category.id, planId) }}
      linkState={fromGridState}
    >
      <CategoryDueCounts counts={due} />
      {preview.length > 0 ? (
        <TaskPreviewList tasks={preview} />
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>No tasks yet</Trans>
        </p>
      )}
      {more > 0 && (
        <p className="text-sm font-medium text-primary">
          {t`${plural(more, { one: `+${moreCount} more task`, other: `+${moreCount} more tasks` })}`}
        </p>
      )}
    </CategoryCardFrame>
  );
}
