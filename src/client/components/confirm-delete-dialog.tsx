import { Trans } from '@lingui/react/macro';
import type { ButtonHTMLAttributes, ReactElement } from 'react';
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

export type ConfirmDeleteProps = {
  /** The button that opens the dialog. */
  trigger: ReactElement<ButtonHTMLAttributes<HTMLButtonElement>>;
  title: string;
  description: string;
  onConfirm: () => void;
  /** Where focus goes once confirmed, when the trigger vanishes with what it deleted. */
  afterDelete?: () => void;
  /** What the confirming button says: Delete (the default), Remove, Revoke, Leave plan. */
  confirmLabel?: string;
};

/** The dialog of ConfirmDelete (confirm-delete.tsx), loaded when it is first opened. */
export function ConfirmDeleteDialog({
  trigger,
  title,
  description,
  onConfirm,
  afterDelete,
  confirmLabel,
  open,
  onOpenChange,
}: ConfirmDeleteProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const confirmed = useRef(false);
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
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
            <Trans>Cancel</Trans>
          </AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            onClick={() => {
              confirmed.current = true;
              onConfirm();
            }}
          >
            {confirmLabel ?? <Trans>Delete</Trans>}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
