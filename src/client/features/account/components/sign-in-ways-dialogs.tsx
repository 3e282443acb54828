import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RECOVERY_CODE_COUNT } from '../../../../shared/rules/sign-in-factors';
import type { FirstOpenDialogProps } from '../../../components/load-on-first-open';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { notifyRefused } from '../../../lib/notify-refused';
import { toast } from '../../../lib/toast';
import { makeRecoveryCodes, removeApp, signInWaysQueryKey } from '../api/sign-in-factor-requests';
import { useRecentProof } from './confirm-its-you';
import { ConfirmWithApp } from './confirm-with-app';
import { RecoveryCodesShown } from './recovery-codes-shown';

// Removing the authenticator app and making new recovery codes on /profile (record 096), loaded
// when first opened. Both ask 'Confirm it's you' first unless the person proved it lately; a
// person with the app may confirm with its code.

type Props = FirstOpenDialogProps & {
  /** The person has an app: its code is another way to confirm it is them. */
  hasApp: boolean;
};

function useProof(hasApp: boolean) {
  return useRecentProof(
    hasApp ? (confirmed) => <ConfirmWithApp onConfirmed={confirmed} /> : undefined,
  );
}

export function RemoveAppDialog({ trigger, open, onOpenChange, hasApp }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { run, dialog } = useProof(hasApp);
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    setRemoving(true);
    try {
      await run(async () => {
        await removeApp();
        await queryClient.invalidateQueries({ queryKey: signInWaysQueryKey });
        toast.success(t`Authenticator app removed`, {
          description: t`You will get a code by email when you sign in.`,
        });
        onOpenChange(false);
      });
    } catch (error) {
      notifyRefused(error, t`Could not remove the app`);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogTrigger asChild>{trigger}</DialogTrigger>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle className="text-lg">
              <Trans>Remove your authenticator app?</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>
                Its codes will no longer sign you in. We will email you a code each time instead.
              </Trans>
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              <Trans>Keep it</Trans>
            </Button>
            <Button type="button" variant="destructive" onClick={remove} disabled={removing}>
              {removing ? <Trans>Removing...</Trans> : <Trans>Remove the app</Trans>}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {dialog}
    </>
  );
}

export function NewRecoveryCodesDialog({ trigger, open, onOpenChange, hasApp }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { run, dialog } = useProof(hasApp);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [making, setMaking] = useState(false);
  // Shown once: closed, the codes are gone from the page.
  const close = () => {
    onOpenChange(false);
    setCodes(null);
  };

  const make = async () => {
    setMaking(true);
    try {
      await run(async () => {
        setCodes((await makeRecoveryCodes()).codes);
        await queryClient.invalidateQueries({ queryKey: signInWaysQueryKey });
      });
    } catch (error) {
      notifyRefused(error, t`Could not make new codes`);
    } finally {
      setMaking(false);
    }
  };

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
        <DialogTrigger asChild>{trigger}</DialogTrigger>
        <DialogContent className="max-h-[95dvh] max-w-lg overflow-y-auto">
          <DialogHeader>
            <DialogTitle className="text-lg">
              {codes ? (
                <Trans>Your new recovery codes</Trans>
              ) : (
                <Trans>Make new recovery codes?</Trans>
              )}
            </DialogTitle>
            <DialogDescription>
              {codes ? (
                <Trans>Your old codes no longer work.</Trans>
              ) : (
                <Trans>
                  You get {RECOVERY_CODE_COUNT} new codes. Your old codes, used or not, will stop
                  working.
                </Trans>
              )}
            </DialogDescription>
          </DialogHeader>
          {codes && <RecoveryCodesShown codes={codes} />}
          <DialogFooter>
            {codes ? (
              <Button type="button" onClick={close}>
                <Trans>I have kept my codes</Trans>
              </Button>
            ) : (
              <>
                <Button type="button" variant="outline" onClick={close}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="button" onClick={make} disabled={making}>
                  {making ? <Trans>Making codes...</Trans> : <Trans>Make new codes</Trans>}
                </Button>
              </>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {dialog}
    </>
  );
}
