import { Trans } from '@lingui/react/macro';
import { lazyNamed } from '../../lib/lazy-named';
import { LoadOnFirstOpen } from '../load-on-first-open';
import { Button } from '../ui/button';
import type { CategoryName } from './add-from-library-dialog';

// The dialog's code (its list, preview and the add's optimistic update) loads when the button is
// first pointed at, focused or pressed, not with the dashboard: most visits open no library.
const AddFromLibraryDialog = lazyNamed(
  () => import('./add-from-library-dialog'),
  'AddFromLibraryDialog',
);

/**
 * 'Add from library', on the dashboard and each category: opens the whole library (issue 58,
 * record 098). Shown to a viewer too, who can read it; the dialog says why they cannot add.
 */
export function AddFromLibraryButton({
  categories,
  defaultCategoryId,
}: {
  categories: readonly CategoryName[];
  defaultCategoryId?: string;
}) {
  const trigger = (
    <Button type="button" variant="outline">
      <Trans>Add from library</Trans>
    </Button>
  );
  return (
    <LoadOnFirstOpen load={AddFromLibraryDialog.load} trigger={trigger}>
      {(state) => (
        <AddFromLibraryDialog
          {...state}
          trigger={trigger}
          categories={categories}
          defaultCategoryId={defaultCategoryId}
        />
      )}
    </LoadOnFirstOpen>
  );
}
