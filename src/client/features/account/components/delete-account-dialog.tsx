import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { OTP_LENGTH } from '../../../../shared/constants';
import {
  type DeleteAccountInput,
  deleteAccountCodeSchema,
  deleteAccountSchema,
} from '../../../../shared/schemas/auth';
import { PasswordField } from '../../../components/password-field';
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
import { flashAfterReload } from '../../../lib/flash';
import { forgetDrafts } from '../../../lib/form-drafts';
import { showFormRefused } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { deleteAccount, sendDeletionCode } from '../api/account-requests';
import { DeletionEffects } from './deletion-effects';

const fields = ['password', 'code'] as const;
// Until the code is sent, only the password is checked; the empty code box is not there yet.
const passwordStep = deleteAccountCodeSchema.extend({ code: z.string() });

/** Delete my account: the current password sends a code by email; password and code delete. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive" className="w-full sm:w-auto sm:self-start">
          <Trash2 aria-hidden="true" />
          <Trans>Delete my account</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Delete my account</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              This deletes your account, your activity and the care plans no one else is in, for
              good, and signs you out everywhere. It cannot be undone. Plans you share stay with
              your family.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <DeletionEffects />
        {/* Inside the content, so closing the dialog forgets what was typed. */}
        <DeleteAccountForm />
      </DialogContent>
    </Dialog>
  );
}

function DeleteAccountForm() {
  const { t } = useLingui();
  const [codeSent, setCodeSent] = useState(false);
  const sendCode = useMutation({ mutationFn: sendDeletionCode });
  const remove = useMutation({ mutationFn: deleteAccount });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useSchemaForm<DeleteAccountInput>(codeSent ? deleteAccountSchema : passwordStep, {
    password: '',
    code: '',
  });
  // The new box is where the next step happens. Focused here, not by `autoFocus`: the browser
  // skips an inserted autofocus while the pressed button still holds focus, as it may.
  useEffect(() => {
    if (codeSent) setFocus('code');
  }, [codeSent, setFocus]);

  const onSubmit = async (values: DeleteAccountInput) => {
    try {
      if (!codeSent) {
        await sendCode.mutateAsync({ password: values.password });
        setCodeSent(true);
        toast.success(t`Verification code sent`, {
          description: t`Please check your email for a 6-digit code. Valid for 10 minutes.`,
        });
        return;
      }
      await remove.mutateAsync(values);
      // The account's emergency sheets kept on this device go with it (decision record 082).
      // Loaded then, not with /profile. Imported here, not through load-offline-sheets.ts: a
      // third importer makes that file a script of its own on every signed-in page. A failure
      // here must not keep the person on a page of an account that is gone.
      await import('../../../lib/offline-sheets')
        .then((sheets) => sheets.forgetOfflineSheets())
        .catch(() => undefined);
      // And the typing it kept here (decision record 092).
      forgetDrafts();
      // A full page load to the front door drops every cached detail of the account.
      flashAfterReload({
        kind: 'message',
        title: t`Your account has been deleted`,
        description: t`Thank you for letting us help your family.`,
      });
      window.location.replace('/');
    } catch (error) {
      showFormRefused(error, t`Failed to delete account`, { fields, setError });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <PasswordField
        id="delete-password"
        label={t`Current Password`}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {codeSent && (
        <FormField
          id="delete-code"
          label={t`6-digit code`}
          description={t`We emailed it to you. It is valid for 10 minutes.`}
          error={errors.code?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...register('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              aria-required="true"
            />
          )}
        </FormField>
      )}
      <DialogFormFooter>
        <Button
          type="submit"
          variant={codeSent ? 'destructive' : 'default'}
          disabled={isSubmitting}
        >
          {codeSent ? <Trans>Delete my account permanently</Trans> : <Trans>Email me a code</Trans>}
        </Button>
      </DialogFormFooter>
    </form>
  );
}
