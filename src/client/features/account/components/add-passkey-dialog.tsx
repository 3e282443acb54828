import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PASSKEY_NAME_MAX_LENGTH } from '../../../../shared/rules/sign-in-factors';
import type { RenamePasskeyInput } from '../../../../shared/schemas/sign-in-factors';
import type { FirstOpenDialogProps } from '../../../components/load-on-first-open';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { showServerFieldErrors } from '../../../lib/form-errors';
import {
  passkeyFailureMessage,
  passkeyRequestStopped,
  rememberPasskeyHere,
} from '../../../lib/passkey-device';
import { toast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { passkeyNameSchema } from '../api/passkey-requests';
import { isReproofRequired, useRecentProof } from './confirm-its-you';
import { RecoveryCodesShown } from './recovery-codes-shown';
import { UsePasskeyToConfirm } from './use-passkey-to-confirm';

// 'Add a passkey' (loaded when first opened, with the passkey code when first used): the person
// names it ('my phone'), the device makes it with their fingerprint, face or screen lock, and,
// when it is their first way to sign in besides the emailed code, the recovery codes are shown
// once. Without a recent proof the server asks 'Confirm it's you' first (useRecentProof).

type Props = FirstOpenDialogProps & {
  hasPasskeys: boolean;
  /** Reads the list again once one is added. */
  refresh: () => Promise<void>;
};

export function AddPasskeyDialog({ open, onOpenChange, trigger, hasPasskeys, refresh }: Props) {
  const { t } = useLingui();
  const [codes, setCodes] = useState<string[] | null>(null);
  const { run, dialog } = useRecentProof(
    hasPasskeys ? (confirmed) => <UsePasskeyToConfirm onConfirmed={confirmed} /> : undefined,
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(passkeyNameSchema, { name: '' });

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setCodes(null);
      reset({ name: '' });
    }
  };

  // Its own refusals are shown here; the server's 'confirm it's you first' goes to useRecentProof.
  const add = (name: string) => async () => {
    try {
      const ceremony = await import('../../../lib/passkey-ceremony');
      const added = await ceremony.createPasskey(name);
      rememberPasskeyHere();
      await refresh();
      const addedName = added.passkey.name;
      toast.success(t`Passkey added`, {
        description: t`Next time, sign in with “${addedName}”: no password or code.`,
      });
      if (added.recoveryCodes) setCodes(added.recoveryCodes);
      else close(false);
    } catch (error) {
      if (isReproofRequired(error)) throw error;
      if (passkeyRequestStopped(error)) return;
      showServerFieldErrors(error, ['name'], setError);
      toast.error(t`Passkey not added`, { description: passkeyFailureMessage(error) });
    }
  };

  const onSubmit = (values: RenamePasskeyInput) => run(add(values.name));

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-md">
        {codes ? (
          <>
            <DialogHeader>
              <DialogTitle className="text-lg">
                <Trans>Passkey added</Trans>
              </DialogTitle>
              <DialogDescription>
                <Trans>
                  You can now sign in with one touch. Keep these recovery codes in case you lose
                  this device.
                </Trans>
              </DialogDescription>
            </DialogHeader>
            <RecoveryCodesShown codes={codes} />
            <DialogFormFooter>
              <Button type="button" onClick={() => close(false)}>
                <Trans>I have kept my codes</Trans>
              </Button>
            </DialogFormFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle className="text-lg">
                <Trans>Add a passkey</Trans>
              </DialogTitle>
              <DialogDescription>
                <Trans>
                  A passkey lets this phone or computer sign you in with your fingerprint, face or
                  screen lock. Give it a name so you know which device it is.
                </Trans>
              </DialogDescription>
            </DialogHeader>
            <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
              <FormField
                id="passkey-name"
                label={t`Name`}
                description={t`For example 'my phone' or 'kitchen tablet'.`}
                error={errors.name?.message}
              >
                {(control) => (
                  <Input
                    {...control}
                    {...register('name')}
                    autoComplete="off"
                    maxLength={PASSKEY_NAME_MAX_LENGTH}
                  />
                )}
              </FormField>
              <DialogFormFooter>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? (
                    <Trans>Waiting for your device...</Trans>
                  ) : (
                    <Trans>Create passkey</Trans>
                  )}
                </Button>
              </DialogFormFooter>
            </form>
          </>
        )}
        {dialog}
      </DialogContent>
    </Dialog>
  );
}
