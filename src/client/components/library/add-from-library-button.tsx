import { LibraryBig } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import { Button } from '../ui/button';
import type { CategoryName } from './add-from-library-dialog';

// The dialog's code (its list, preview and the add's optimistic update) loads when the button is
// first pointed at, focused or pressed, not with the dashboard: most visits open no library.
const LazyAddFromLibraryDialog = lazyNamed(
  () => import('./add-from-library-dialog'),
  'AddFromLibraryDialog',
);

const preloadDialog = () => {
  LazyAddFromLibraryDialog.load().catch(() => undefined);
};

/**
 * 'Add from library', on the dashboard and each category: opens the whole library (issue 58).
 * Shown to a viewer too, who can read it; the dialog says why they cannot add.
 */
export function AddFromLibraryButton({
  categories,
  defaultCategoryId,
  className,
}: {
  categories: readonly CategoryName[];
  defaultCategoryId?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  // Rendered from its first opening on, so closing and opening again keeps the search.
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        type="button"
        variant="outline"
        className={className}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        aria-haspopup="dialog"
      >
        <LibraryBig aria-hidden="true" />
        Add from library
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LazyAddFromLibraryDialog
            open={open}
            onOpenChange={setOpen}
            categories={categories}
            defaultCategoryId={defaultCategoryId}
            returnFocusRef={opener}
          />
        </Suspense>
      )}
    </>
  );
}
