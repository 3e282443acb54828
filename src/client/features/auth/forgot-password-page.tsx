import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { FormProvider } from 'react-hook-form';
import { PASSWORD_RESET_LINK_MINUTES } from '../../../shared/rules/limits';
import type { PasswordResetRequestInput } from '../../../shared/schemas/auth';
import { FormRefusal } from '../../components/form-refusal';
import { Island } from '../../components/island';
import { Button } from '../../components/ui/button';
import { CardDescription } from '../../components/ui/card';
import { showFormRefused } from '../../lib/form-errors';
import { PageLink, usePageNavigation } from '../../lib/page-navigation';
import { requestPasswordReset } from './api/auth-requests';
import { authSchema } from './auth-schemas';
import { AuthLayout } from './components/auth-layout';
import { EmailField } from './components/email-field';
import { BackToSignIn, linkClass } from './components/inline-link';
import { useAuthForm } from './use-auth-form';
import { useInvitedAddress } from './use-invited-address';

// 'Forgot password?' (decision D10, record 075): the address gets a link that sets a new
// password. The answer is the same whether or not the address has an account, so this page
// never says which.

const fields = ['email'] as const;

/** The address to email the link to; a plain post does the same before the scripts run. */
export function ForgotPasswordForm() {
  const { t } = useLingui();
  const { navigate } = usePageNavigation();
  const { form, submit, posted } = useAuthForm<PasswordResetRequestInput>(
    authSchema('passwordResetRequestSchema'),
    { email: '' },
    async (values, { setError }) => {
      try {
        await requestPasswordReset(values);
        navigate('/forgot-password/sent');
      } catch (error) {
        showFormRefused(error, t`Could not send the link`, { fields, setError });
      }
    },
  );
  useInvitedAddress(form);
  const { errors, defaultValues, isSubmitting } = form.formState;

  return (
    <>
      <FormRefusal posted={posted} title={t`Could not send the link`} />
      <FormProvider {...form}>
        <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
          <EmailField
            error={errors.email?.message}
            defaultValue={defaultValues?.email}
            {...form.register('email')}
          />
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={isSubmitting}
            worksBeforeHydration
          >
            {isSubmitting ? <Trans>Sending...</Trans> : <Trans>Email me a link</Trans>}
          </Button>
        </form>
      </FormProvider>
    </>
  );
}

/** Sent without the app, the page is HTML and its form is its island (record 061). */
export function ForgotPasswordPage() {
  return (
    <AuthLayout
      title={<Trans>Forgot your password?</Trans>}
      description={
        <CardDescription>
          <Trans>
            Enter the email address you sign in with. We will email you a link to choose a new
            password.
          </Trans>
        </CardDescription>
      }
      footer={<BackToSignIn />}
    >
      <Island name="forgot-password">
        <ForgotPasswordForm />
      </Island>
    </AuthLayout>
  );
}

/** Where the form leads: the same words whether or not the address has an account. */
export function ForgotPasswordSentPage() {
  const minutes = PASSWORD_RESET_LINK_MINUTES;
  return (
    <AuthLayout
      title={
        <span className="inline-flex items-center gap-2">
          <MailCheck aria-hidden="true" className="size-6 text-primary" />
          <Trans>Check your email</Trans>
        </span>
      }
      footer={<BackToSignIn />}
    >
      <div className="flex flex-col gap-3">
        <p>
          <Trans>
            If an account uses the address you gave, we have emailed it a link to choose a new
            password. The link works once, for {minutes} minutes.
          </Trans>
        </p>
        <p className="text-muted-foreground">
          <Trans>
            Nothing after a few minutes? Look in your spam folder, or{' '}
            <PageLink to="/forgot-password" className={linkClass}>
              ask for a new link
            </PageLink>
            .
          </Trans>
        </p>
      </div>
    </AuthLayout>
  );
}
