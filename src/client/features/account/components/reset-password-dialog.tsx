import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { type UpdatePasswordInput, updatePasswordSchema } from '../../../../shared/schemas/auth';
import { PasswordField, passwordRulesHint } from '../../../components/password-field';
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
import { showFormRefused } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { updatePassword } from '../api/account-requests';

const formFields = ['currentPassword', 'password', 'confirmPassword'] as const;

/** The Reset Password button on /profile and the dialog it opens. */
export function ResetPasswordDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full sm:w-auto">
          <KeyRound aria-hidden="true" />
          <Trans>Reset Password</Trans>
        </Button>
      </DialogTrigger>
      {/* Our dialog renders its close button last, so opening it focuses the first password box. */}
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle className="text-lg">
            <Trans>Reset Password</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Enter your current password, then choose a new one. You stay signed in here; your
              other devices are signed out, and we email you to say the password changed.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {/* Inside the content, so closing the dialog unmounts the form and forgets the passwords. */}
        <ResetPasswordForm onUpdated={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ResetPasswordForm({ onUpdated }: { onUpdated: () => void }) {
  const { t } = useLingui();
  // A mutation, so a refused session (401) is handled by the query client like everywhere else.
  const mutation = useMutation({ mutationFn: updatePassword });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(updatePasswordSchema, {
    currentPassword: '',
    password: '',
    confirmPassword: '',
  });

  const onSubmit = async (values: UpdatePasswordInput) => {
    try {
      await mutation.mutateAsync(values);
      toast.success(t`Password updated successfully`);
      onUpdated();
    } catch (error) {
      // The typed passwords stay in the boxes so the user can correct and retry.
      showFormRefused(error, t`Failed to update password`, { fields: formFields, setError });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <PasswordField
        id="current-password"
        label={t`Current Password`}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        id="new-password"
        label={t`New Password`}
        description={passwordRulesHint}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        id="confirm-new-password"
        label={t`Confirm New Password`}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <DialogFormFooter>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Updating...</Trans> : <Trans>Update Password</Trans>}
        </Button>
      </DialogFormFooter>
    </form>
  );
}
