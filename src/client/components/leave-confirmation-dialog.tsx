import { Trans } from '@lingui/react/macro';
import { DAY_MS, FORM_DRAFT_KEEP_MS } from '../../shared/constants';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from './ui/alert-dialog';
import { Button, buttonVariants } from './ui/button';

const KEPT_DAYS = FORM_DRAFT_KEEP_MS / DAY_MS;

/**
 * The dialog of LeaveConfirmation (leave-confirmation.tsx), loaded the first time the app is
 * about to leave a page with changes not saved. Stay has focus: a stray tap keeps the typing.
 */
export function LeaveConfirmationDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(stillOpen) => !stillOpen && onStay()}>
      <AlertDialogContent>
        <AlertDialogTitle>
          <Trans>Leave without saving?</Trans>
        </AlertDialogTitle>
        <AlertDialogDescription>
          <Trans>
            Your changes are not saved yet. A copy stays on this device for {KEPT_DAYS} days and
            comes back when you open this page again.
          </Trans>
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel className={buttonVariants()}>
            <Trans>Stay</Trans>
          </AlertDialogCancel>
          {/* Not Radix's action, which would close the dialog as Stay does: it closes as the
              app leaves. */}
          <Button variant="outline" onClick={onLeave}>
            <Trans>Leave</Trans>
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
