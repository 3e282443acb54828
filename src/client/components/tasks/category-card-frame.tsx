import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import {
  type Category,
  categoryDescription,
  categoryName,
} from '../../../shared/content/task-library';
import type { ProgressStats } from '../../../shared/schemas/tasks';
import { HydrateLater } from '../../lib/progressive-hydration';
import { CategoryIcon } from './category-icon';
import { TasksCompleted } from './tasks-completed';

/**
 * A category on a grid of categories (the dashboard's and the demo's): icon, name, description
 * and progress, then what the screen previews of its tasks. The whole card opens the category.
 */
export function CategoryCardFrame({
  category,
  progress,
  to,
  linkState,
  children,
}: {
  category: Category;
  progress: ProgressStats;
  to: To;
  linkState?: unknown;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    // The link's ::after covers the card, so the whole card opens the category while the
    // link's name stays short (the category name); the card shows the link's focus ring. It is
    // hydrated after the page (record 062): a tap before then has React hydrate it first.
    <HydrateLater>
      <li className="relative flex flex-col gap-3 rounded-lg border border-border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:border-primary has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring has-[a:focus-visible]:outline-solid">
        <div className="flex items-start gap-3">
          <CategoryIcon icon={category.icon} color={category.color} />
          <h3 className="pt-1 text-lg leading-snug font-semibold">
            <Link
              to={to}
              state={linkState}
              data-category={category.id}
              className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
            >
              {categoryName(category.id, i18n)}
            </Link>
          </h3>
        </div>
        <p className="text-sm text-muted-foreground">{categoryDescription(category.id, i18n)}</p>
        <TasksCompleted
          completed={progress.completed}
          total={progress.total}
          percentage={progress.percentage}
          barClassName="h-2"
        />
        {children}
      </li>
    </HydrateLater>
  );
}
