import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import {
  type Category,
  categoryDescription,
  categoryName,
} from '../../../shared/content/task-library';
import { Button } from '../ui/button';
import { CategoryIcon } from './category-icon';

/** The top of a category's task list: Back to Categories, then its icon, name and description. */
export function CategoryHeader({
  category,
  onBack,
  headingRef,
  action,
}: {
  category: Category;
  onBack: () => void;
  /** The h1, which the screen focuses when the view opens. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** A button beside the name (New Task on the dashboard). */
  action?: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <>
      <Button type="button" variant="ghost" className="w-fit px-2" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        <Trans>Back to Categories</Trans>
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
              {categoryName(category.id, i18n)}
            </h1>
            <p className="max-w-prose text-muted-foreground">
              {categoryDescription(category.id, i18n)}
            </p>
          </div>
        </div>
        {action}
      </div>
    </>
  );
}
