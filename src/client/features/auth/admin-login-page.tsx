import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { FormProvider } from 'react-hook-form';
import type { AdminSignInInput } from '../../../shared/schemas/auth';
import { FormRefusal } from '../../components/form-refusal';
import { Island } from '../../components/island';
import { buttonVariants } from '../../components/ui/button';
import { CardDescription } from '../../components/ui/card';
import { ApiError } from '../../lib/api';
import { describeApiError } from '../../lib/api-error-messages';
import { PageLink } from '../../lib/page-navigation';
import { toast } from '../../lib/toast';
import { signIn } from './api/auth-requests';
import { authSchema } from './auth-schemas';
import { AuthLayout } from './components/auth-layout';
import { OrDivider, PasskeySignIn } from './components/passkey-sign-in';
import { SignInFields } from './components/sign-in-fields';
import { mfaState } from './mfa-navigation';
import { useAuthForm } from './use-auth-form';
import { useTwoFactorStep } from './use-two-factor-step';

const unexpected = msg`An unexpected error occurred`;

/** A refused admin sign-in's title, by the server's code. */
function signInRefusalTitle(code: string | undefined): MessageDescriptor {
  if (code === 'not_admin') return msg`Access denied`;
  if (code === 'invalid_credentials' || code === 'too_many_requests') {
    return msg`Authentication failed`;
  }
  return unexpected;
}

/** The toast for a refused admin sign-in: its title by the server's code, its words from the catalogue. */
function showSignInError(error: unknown, i18n: I18n) {
  const code = error instanceof ApiError ? error.code : undefined;
  const title = signInRefusalTitle(code);
  if (title === unexpected) toast.error(i18n._(title));
  else toast.error(i18n._(title), { description: describeApiError(error) });
}

/** The administrators' sign-in form. */
export function AdminLoginForm() {
  const { i18n, t } = useLingui();
  const twoFactorStep = useTwoFactorStep();
  const { form, submit, posted } = useAuthForm<AdminSignInInput>(
    authSchema('adminSignInSchema'),
    { email: '', password: '' },
    async ({ email, password }) => {
      try {
        const { demo: _demo, ...session } = await signIn({ email, password, adminLogin: true });
        twoFactorStep(session, mfaState(email, { returnTo: '/admin', isAdminLogin: true }), [
          { kind: 'success', title: t`Admin credentials verified` },
        ]);
      } catch (error) {
        showSignInError(error, i18n);
      }
    },
  );

  return (
    <>
      <FormRefusal posted={posted} title={(code) => i18n._(signInRefusalTitle(code))} />
      <FormProvider {...form}>
        {/* POST: a press of Enter before the page is hydrated never puts a password in the URL. */}
        <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
          <SignInFields busy={form.formState.isSubmitting} />
        </form>
      </FormProvider>
      <div className="mt-5 flex flex-col gap-5">
        <OrDivider>
          <Trans>or</Trans>
        </OrDivider>
        <PasskeySignIn adminLogin />
      </div>
    </>
  );
}

/** Sent without the app, the page is HTML and its form is its island (record 061). */
export function AdminLoginPage() {
  return (
    <AuthLayout
      title={
        <span className="inline-flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-6 text-primary" />
          <Trans>Admin Access</Trans>
        </span>
      }
      description={
        <CardDescription>
          <Trans>Sign in with your administrator account</Trans>
        </CardDescription>
      }
      footer={
        <PageLink to="/app" className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
          <ArrowLeft aria-hidden="true" />
          <Trans>Return to Dashboard</Trans>
        </PageLink>
      }
    >
      <Island name="admin-login">
        <AdminLoginForm />
      </Island>
    </AuthLayout>
  );
}
