import type { ReactNode } from 'react';
import { useRef } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './ui/alert-dialog';
import { buttonVariants } from './ui/button';

/**
 * A delete that asks first: the trigger (a button) opens a dialog with Cancel and Delete (or
 * what `confirmLabel` says: Remove, Revoke, Leave plan).
 * `afterDelete` says where focus goes once confirmed, when the trigger vanishes with what it
 * deleted; without it, focus returns to the trigger.
 */
export function ConfirmDelete({
  trigger,
  title,
  description,
  onConfirm,
  afterDelete,
  confirmLabel = 'Delete',
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  onConfirm: () => void;
  afterDelete?: () => void;
  confirmLabel?: string;
}) {
  const confirmed = useRef(false);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!confirmed.current || !afterDelete) return;
          event.preventDefault();
          afterDelete();
        }}
      >
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel className={buttonVariants({ variant: 'outline' })}>
            Cancel
          </AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            onClick={() => {
              confirmed.current = true;
              onConfirm();
            }}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
