import { Trans } from '@lingui/react/macro';
import { AlertDialogAction, AlertDialogFooter } from './ui/alert-dialog';
import { buttonVariants } from './ui/button';

/**
 * The two ways out of an edit conflict (decision record 045), the same wherever someone saved
 * first: a task's words, a care profile. 'Keep mine' is the default button.
 */
export function ConflictChoices({
  onKeepMine,
  onUseTheirs,
}: {
  onKeepMine: () => void;
  onUseTheirs: () => void;
}) {
  return (
    <AlertDialogFooter>
      <AlertDialogAction className={buttonVariants({ variant: 'outline' })} onClick={onUseTheirs}>
        <Trans>Use theirs</Trans>
      </AlertDialogAction>
      <AlertDialogAction className={buttonVariants()} onClick={onKeepMine}>
        <Trans>Keep mine</Trans>
      </AlertDialogAction>
    </AlertDialogFooter>
  );
}
