import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import {
  type ReproveWithPasswordInput,
  reproveWithPasswordSchema,
} from '../../../../shared/schemas/sign-in-factors';
import { PasswordField } from '../../../components/password-field';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { ApiError, apiFetch } from '../../../lib/api';
import { showFormRefused } from '../../../lib/form-errors';
import { useSchemaForm } from '../../../lib/use-schema-form';

// Adding or removing a way to sign in needs a recent proof that it is you (the server's
// recent-proof.ts answers 403 'reproof_required' without one). `useRecentProof` runs such an
// action; when the server asks, it shows 'Confirm it's you' and runs the action again once the
// person has proved it.

/** The server's answer to a change that needs a recent proof first. */
export function isReproofRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'reproof_required';
}

function reproveWithPassword(input: ReproveWithPasswordInput) {
  return apiFetch<{ success: true }>('/api/reprove/password', { method: 'POST', body: input });
}

type Action = () => Promise<void>;

/**
 * `run(action)` runs it, asking the person to confirm it is them first when the server wants
 * that; `dialog` is the element to render. `otherWays` adds more ways to confirm (a passkey, the
 * authenticator app): each gets `confirmed` to call once the server has accepted its proof.
 */
export function useRecentProof(otherWays?: (confirmed: () => Promise<void>) => ReactNode): {
  run: (action: Action) => Promise<void>;
  dialog: ReactNode;
} {
  const waiting = useRef<Action | null>(null);
  const [open, setOpen] = useState(false);

  const run = useCallback(async (action: Action) => {
    try {
      await action();
    } catch (error) {
      if (!isReproofRequired(error)) throw error;
      waiting.current = action;
      setOpen(true);
    }
  }, []);

  const confirmed = useCallback(async () => {
    setOpen(false);
    const action = waiting.current;
    waiting.current = null;
    await action?.();
  }, []);

  const dialog = (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) waiting.current = null;
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle className="text-lg">
            <Trans>Confirm it's you</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>To change how you sign in, enter your password first.</Trans>
          </DialogDescription>
        </DialogHeader>
        {/* Inside the content, so closing the dialog forgets the password. */}
        <ConfirmWithPasswordForm onConfirmed={confirmed} />
        {otherWays?.(confirmed)}
      </DialogContent>
    </Dialog>
  );
  return { run, dialog };
}

function ConfirmWithPasswordForm({ onConfirmed }: { onConfirmed: () => Promise<void> }) {
  const { t } = useLingui();
  const mutation = useMutation({ mutationFn: reproveWithPassword });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(reproveWithPasswordSchema, { password: '' });

  const onSubmit = async (values: ReproveWithPasswordInput) => {
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      showFormRefused(error, t`Could not confirm it is you`, { fields: ['password'], setError });
      return;
    }
    await onConfirmed();
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <PasswordField
        id="confirm-its-you-password"
        label={t`Password`}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <DialogFormFooter>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Confirming...</Trans> : <Trans>Confirm</Trans>}
        </Button>
      </DialogFormFooter>
    </form>
  );
}
