import { Trans } from '@lingui/react/macro';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';

/**
 * The 'Categories' section of an overview: a grid of category cards. Coming back from a
 * category, focus goes to that category's card again rather than to the top of the page.
 */
export function CategoryGrid({
  focusCategory,
  children,
}: {
  /** The category just left (its card's link carries data-category), read once. */
  focusCategory: RefObject<string | null>;
  children: ReactNode;
}) {
  const gridRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const id = focusCategory.current;
    if (!id) return;
    focusCategory.current = null;
    gridRef.current?.querySelector<HTMLElement>(`[data-category="${id}"]`)?.focus();
  }, [focusCategory]);

  return (
    <section aria-labelledby="categories-heading" className="flex flex-col gap-4">
      <h2 id="categories-heading" className="text-xl font-semibold">
        <Trans>Categories</Trans>
      </h2>
      <ul ref={gridRef} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {children}
      </ul>
    </section>
  );
}
