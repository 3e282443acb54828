import { Trans } from '@lingui/react/macro';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';

function formatCountdown(seconds: number): string {
  const safe = Math.max(0, seconds);
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}

/**
 * The session timeout warning's dialog (session-timeout-warning.tsx keeps the time): its code
 * loads a few seconds after a signed-in page is ready, not with it.
 */
export function SessionTimeoutDialog({
  open,
  secondsLeft,
  onLogout,
  onContinue,
}: {
  open: boolean;
  secondsLeft: number;
  onLogout: () => void;
  onContinue: () => void;
}) {
  return (
    <AlertDialog open={open}>
      <AlertDialogContent>
        <AlertDialogTitle>
          <Trans>Session Timeout Warning</Trans>
        </AlertDialogTitle>
        <AlertDialogDescription>
          <Trans>
            For your family's privacy, you will be signed out soon because you have been inactive.
            Time remaining:
          </Trans>
        </AlertDialogDescription>
        <p className="text-center text-4xl font-bold tabular-nums" aria-live="off">
          {formatCountdown(secondsLeft)}
        </p>
        <AlertDialogFooter>
          <Button variant="outline" onClick={onLogout}>
            <Trans>Logout</Trans>
          </Button>
          <Button onClick={onContinue} autoFocus>
            <Trans>Continue Session</Trans>
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
