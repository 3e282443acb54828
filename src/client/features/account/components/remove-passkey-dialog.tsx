import { useLingui } from '@lingui/react/macro';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { describeApiError } from '../../../lib/api-error-messages';
import { forgetPasskeyHere } from '../../../lib/passkey-device';
import { toast } from '../../../lib/toast';
import { removePasskey } from '../api/passkey-requests';
import { isReproofRequired, useRecentProof } from './confirm-its-you';
import type { PasskeyDialogProps } from './rename-passkey-dialog';
import { UsePasskeyToConfirm } from './use-passkey-to-confirm';

// A passkey's Remove on /profile, loaded when first opened. It asks first, and the server asks
// 'Confirm it's you' (the password, or one of the person's passkeys) unless the person proved it
// in the last few minutes. Removing the last one makes this browser forget it offered a passkey.

export function RemovePasskeyDialog({
  hasOthers,
  afterRemove,
  ...props
}: PasskeyDialogProps & { hasOthers: boolean; afterRemove: () => void }) {
  const { t } = useLingui();
  const { passkey } = props;
  const name = passkey.name;
  const { run, dialog } = useRecentProof((confirmed) => (
    <UsePasskeyToConfirm onConfirmed={confirmed} />
  ));

  const remove = async () => {
    try {
      await removePasskey(passkey.id);
    } catch (error) {
      if (isReproofRequired(error)) throw error;
      toast.error(t`Passkey not removed`, { description: describeApiError(error) });
      return;
    }
    if (!hasOthers) forgetPasskeyHere();
    toast.success(t`Passkey removed`, {
      description: t`“${name}” can no longer sign you in.`,
    });
    await props.refresh();
    afterRemove();
  };

  return (
    <>
      <ConfirmDeleteDialog
        {...props}
        title={t`Remove this passkey?`}
        description={
          hasOthers
            ? t`“${name}” will no longer sign you in.`
            : t`“${name}” will no longer sign you in. You will sign in with your email, password and an emailed code again.`
        }
        confirmLabel={t`Remove`}
        onConfirm={() => void run(remove)}
      />
      {dialog}
    </>
  );
}
