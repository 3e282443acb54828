import { lazyNamed } from '../lib/lazy-named';
import type { ConfirmDeleteProps } from './confirm-delete-dialog';
import { LoadOnFirstOpen } from './load-on-first-open';

const ConfirmDeleteDialog = lazyNamed(
  () => import('./confirm-delete-dialog'),
  'ConfirmDeleteDialog',
);

/**
 * A delete that asks first: the trigger (a button) opens a dialog with Cancel and Delete (or
 * what `confirmLabel` says: Remove, Revoke, Leave plan). `afterDelete` says where focus goes
 * once confirmed, when the trigger vanishes with what it deleted; without it, focus returns to
 * the trigger. The dialog's code (Radix's alert dialog) loads when a trigger is first pointed
 * at, focused or pressed: a dashboard shows a delete button on every card, and most visits
 * delete nothing.
 */
export function ConfirmDelete(props: ConfirmDeleteProps) {
  return (
    <LoadOnFirstOpen load={ConfirmDeleteDialog.load} trigger={props.trigger}>
      {(state) => <ConfirmDeleteDialog {...props} {...state} />}
    </LoadOnFirstOpen>
  );
}
