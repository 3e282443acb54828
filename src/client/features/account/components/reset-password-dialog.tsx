import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { KeyRound, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type UpdatePasswordInput, updatePasswordSchema } from '../../../../shared/schemas/auth';
import { PasswordField, passwordRulesHint } from '../../../components/password-field';
import { Button } from '../../../components/ui/button';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { updatePassword } from '../api/account-requests';
import { describeError } from '../describe-error';

const formFields = ['currentPassword', 'password', 'confirmPassword'] as const;

/** The Reset Password button on /profile and the dialog it opens. */
export function ResetPasswordDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" className="w-full sm:w-auto">
          <KeyRound aria-hidden="true" />
          Reset Password
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg">
          <div className="flex flex-col gap-2 pr-10">
            <Dialog.Title className="text-lg font-semibold">Reset Password</Dialog.Title>
            <Dialog.Description className="text-sm text-muted-foreground">
              Enter your current password, then choose a new one. You stay signed in here; your
              other devices are signed out, and we email you to say the password changed.
            </Dialog.Description>
          </div>
          {/* Inside the content, so closing the dialog unmounts the form and forgets the passwords. */}
          <ResetPasswordForm onUpdated={() => setOpen(false)} />
          {/* Last in the DOM so that opening the dialog focuses the first password box. */}
          <Dialog.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              className="absolute top-3 right-3 text-muted-foreground hover:text-foreground"
              aria-label="Close"
            >
              <X aria-hidden="true" />
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ResetPasswordForm({ onUpdated }: { onUpdated: () => void }) {
  // A mutation, so a refused session (401) is handled by the query client like everywhere else.
  const mutation = useMutation({ mutationFn: updatePassword });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UpdatePasswordInput>({
    resolver: zodResolver(updatePasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  const onSubmit = async (values: UpdatePasswordInput) => {
    try {
      await mutation.mutateAsync(values);
      toast.success('Password updated successfully');
      onUpdated();
    } catch (error) {
      // The typed passwords stay in the boxes so the user can correct and retry.
      showServerFieldErrors(error, formFields, setError);
      toast.error('Failed to update password', { description: describeError(error) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <PasswordField
        id="current-password"
        label="Current Password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        id="new-password"
        label="New Password"
        description={passwordRulesHint}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        id="confirm-new-password"
        label="Confirm New Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Updating...' : 'Update Password'}
        </Button>
      </div>
    </form>
  );
}
