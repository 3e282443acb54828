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
  const { passkey } = props;
  const { run, dialog } = useRecentProof((confirmed) => (
    <UsePasskeyToConfirm onConfirmed={confirmed} />
  ));

  const remove = async () => {
    try {
      await removePasskey(passkey.id);
    } catch (error) {
      if (isReproofRequired(error)) throw error;
      toast.error('Passkey not removed', { description: describeApiError(error) });
      return;
    }
    if (!hasOthers) forgetPasskeyHere();
    toast.success('Passkey removed', {
      description: `“${passkey.name}” can no longer sign you in.`,
    });
    await props.refresh();
    afterRemove();
  };

  const lastOne = hasOthers
    ? ''
    : ' You will sign in with your email, password and an emailed code again.';
  return (
    <>
      <ConfirmDeleteDialog
        {...props}
        title="Remove this passkey?"
        description={`“${passkey.name}” will no longer sign you in.${lastOne}`}
        confirmLabel="Remove"
        onConfirm={() => void run(remove)}
      />
      {dialog}
    </>
  );
}
