import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { NewPasswordInput } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { CardDescription } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { showFormRefused } from '../../lib/form-errors';
import { PageLink, usePageNavigation } from '../../lib/page-navigation';
import { useHydrated } from '../../lib/use-hydrated';
import { resetPassword } from './api/auth-requests';
import { authSchema } from './auth-schemas';
import { AuthLayout } from './components/auth-layout';
import { BackToSignIn, linkClass } from './components/inline-link';
import { NewPasswordFields } from './components/new-credentials-fields';
import { useAuthForm } from './use-auth-form';

// The emailed 'Forgot password?' link: /reset-password#token (record 075). The token is in the
// fragment, which never reaches a server; it is read after hydration, kept for the tab (a
// reload still works) and taken off the address bar.

const STORAGE_KEY = 'pme_password_reset';
const fields = ['password', 'confirmPassword'] as const;

/** The link's token, `undefined` until read, null when there is none. */
function useResetToken(): string | null | undefined {
  const hydrated = useHydrated();
  const [token, setToken] = useState<string | null>();
  useEffect(() => {
    if (!hydrated) return;
    const fromLink = window.location.hash.replace(/^#/, '');
    try {
      if (fromLink) sessionStorage.setItem(STORAGE_KEY, fromLink);
      setToken(fromLink || sessionStorage.getItem(STORAGE_KEY));
    } catch {
      setToken(fromLink || null);
    }
    if (fromLink) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [hydrated]);
  return token;
}

function forgetToken() {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const { navigate } = usePageNavigation();
  const { form, submit } = useAuthForm<NewPasswordInput>(
    authSchema('newPasswordSchema'),
    { password: '', confirmPassword: '' },
    async (values, { setError }) => {
      try {
        await resetPassword({ ...values, token });
        forgetToken();
        navigate('/login', {
          replace: true,
          toasts: [
            {
              kind: 'success',
              title: t`Password changed`,
              description: t`Sign in with your new password.`,
            },
          ],
        });
      } catch (error) {
        showFormRefused(error, t`Could not change the password`, { fields, setError });
      }
    },
  );
  const busy = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <NewPasswordFields />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? <Trans>Saving...</Trans> : <Trans>Set new password</Trans>}
        </Button>
      </form>
    </FormProvider>
  );
}

/** /reset-password#token: choose a new password; every device is signed out. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const token = useResetToken();
  if (token === null) {
    return (
      <AuthLayout title={<Trans>This link cannot be used</Trans>} footer={<BackToSignIn />}>
        <p role="alert">
          <Trans>
            It has no reset in it. Open the link from the email again, or{' '}
            <PageLink to="/forgot-password" className={linkClass}>
              ask for a new link
            </PageLink>
            .
          </Trans>
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title={<Trans>Choose a new password</Trans>}
      description={
        <CardDescription>
          <Trans>Setting a new password signs you out on every device. Then sign in with it.</Trans>
        </CardDescription>
      }
      footer={<BackToSignIn />}
    >
      {token === undefined ? (
        <Spinner label={t`Reading your link`} />
      ) : (
        <NewPasswordForm token={token} />
      )}
    </AuthLayout>
  );
}
