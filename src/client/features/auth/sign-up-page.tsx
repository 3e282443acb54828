import { Trans, useLingui } from '@lingui/react/macro';
import { FormProvider } from 'react-hook-form';
import { localTimeZone } from '../../../shared/format';
import type { SignUpInput } from '../../../shared/schemas/auth';
import { FormRefusal } from '../../components/form-refusal';
import { Island } from '../../components/island';
import { Button } from '../../components/ui/button';
import { CardDescription } from '../../components/ui/card';
import { brand } from '../../config/brand';
import { pendingInvitation } from '../../lib/pending-invitation';
import { signUp } from './api/auth-requests';
import { authSchema } from './auth-schemas';
import { AuthLayout } from './components/auth-layout';
import { ConsentCheckbox } from './components/consent-checkbox';
import { linkClass, PolicyLink, SignInInstead } from './components/inline-link';
import { NewCredentialsFields } from './components/new-credentials-fields';
import { useInvitedAddress } from './use-invited-address';
import { useSignUpForm } from './use-sign-up-form';

const formFields = ['email', 'password', 'confirmPassword', 'acceptTerms'] as const;

/** The sign-up form. */
export function SignUpForm() {
  const { t } = useLingui();
  const { form, submit, posted } = useSignUpForm<SignUpInput>({
    schema: authSchema('signUpSchema'),
    defaultValues: { email: '', password: '', confirmPassword: '', acceptTerms: false },
    fields: formFields,
    // Through an invitation, the account joins its plan and gets none of its own (record 077);
    // else its plan starts in this browser's time zone, not UTC (record 093).
    send: (values) =>
      signUp({ ...values, invitation: pendingInvitation()?.token, timeZone: localTimeZone() }),
    succeeded: {
      title: t`Account created`,
      description: t`Please check your email to confirm your account.`,
      next: '/app',
    },
    failedTitle: t`Signup failed`,
  });
  const { isSubmitting } = form.formState;
  const joining = useInvitedAddress(form);

  return (
    <>
      <FormRefusal posted={posted} title={t`Signup failed`} />
      {joining && (
        <p className="text-sm">
          <Trans>Create your account to join {joining}.</Trans>
        </p>
      )}
      <FormProvider {...form}>
        {/* POST: a press of Enter before the page is hydrated never puts a password in the URL. */}
        <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
          <NewCredentialsFields />
          <ConsentCheckbox
            name="acceptTerms"
            label={
              <Trans>
                I agree to the <PolicyLink to="/terms-of-service">Terms of Service</PolicyLink> and{' '}
                <PolicyLink to="/privacy-policy">Privacy Policy</PolicyLink>
              </Trans>
            }
          />
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={isSubmitting}
            worksBeforeHydration
          >
            {isSubmitting ? <Trans>Creating account...</Trans> : <Trans>Create Account</Trans>}
          </Button>
        </form>
      </FormProvider>
    </>
  );
}

/** Sent without the app, the page is HTML and its form is its island (record 061). */
export function SignUpPage() {
  const product = brand.name;
  return (
    <AuthLayout
      title={<Trans>Create Account</Trans>}
      description={
        <CardDescription>
          <Trans>Join {product} to start managing eldercare tasks</Trans>
        </CardDescription>
      }
      footer={
        <>
          <SignInInstead />
          <p className="text-center text-muted-foreground">
            <Trans>
              Questions?{' '}
              <a href={`mailto:${brand.supportEmail}`} className={linkClass}>
                Contact Us
              </a>
            </Trans>
          </p>
        </>
      }
    >
      <Island name="signup">
        <SignUpForm />
      </Island>
    </AuthLayout>
  );
}
