import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { localTimeZone } from '../../../shared/format';
import type { PremiumSignUpInput } from '../../../shared/schemas/auth';
import { FormRefusal } from '../../components/form-refusal';
import { Island } from '../../components/island';
import { Button } from '../../components/ui/button';
import { CardDescription } from '../../components/ui/card';
import { brand } from '../../config/brand';
import { signUpPremium } from './api/auth-requests';
import { authSchema } from './auth-schemas';
import { AuthLayout } from './components/auth-layout';
import { ConsentCheckbox } from './components/consent-checkbox';
import { PolicyLink, SignInInstead } from './components/inline-link';
import { NewCredentialsFields } from './components/new-credentials-fields';
import { useSignUpForm } from './use-sign-up-form';

const formFields = [
  'email',
  'password',
  'confirmPassword',
  'dataProtectionConsent',
  'acceptTerms',
  'acceptPrivacy',
] as const;
type ConsentName = Extract<
  (typeof formFields)[number],
  'dataProtectionConsent' | 'acceptTerms' | 'acceptPrivacy'
>;

const product = brand.name;

// <Trans> elements are rendered where they are used, in the page's language.
const consents: { name: ConsentName; label: ReactNode }[] = [
  {
    name: 'dataProtectionConsent',
    label: (
      <Trans>
        I consent to {product} storing and protecting my information as described in the{' '}
        <PolicyLink to="/privacy-policy">Privacy Policy</PolicyLink>
      </Trans>
    ),
  },
  {
    name: 'acceptTerms',
    label: (
      <Trans>
        I accept the <PolicyLink to="/terms-of-service">Terms of Service</PolicyLink>
      </Trans>
    ),
  },
  {
    name: 'acceptPrivacy',
    label: (
      <Trans>
        I accept the <PolicyLink to="/privacy-policy">Privacy Policy</PolicyLink>
      </Trans>
    ),
  },
];

/** The premium sign-up form. */
export function PremiumSignUpForm() {
  const { t } = useLingui();
  const { form, submit, posted } = useSignUpForm<PremiumSignUpInput>({
    schema: authSchema('premiumSignUpSchema'),
    defaultValues: {
      email: '',
      password: '',
      confirmPassword: '',
      dataProtectionConsent: false,
      acceptTerms: false,
      acceptPrivacy: false,
    },
    fields: formFields,
    send: async (values) => {
      // The new plan starts in this browser's time zone, not UTC (record 093).
      await signUpPremium({ ...values, timeZone: localTimeZone() });
      return undefined;
    },
    succeeded: {
      title: t`Sign up successful!`,
      description: t`Please check your email for a verification link.`,
      next: '/login',
    },
    failedTitle: t`Sign up failed`,
  });
  const { isSubmitting } = form.formState;

  return (
    <>
      <FormRefusal posted={posted} title={t`Sign up failed`} />
      <FormProvider {...form}>
        {/* POST: a press of Enter before the page is hydrated never puts a password in the URL. */}
        <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
          <NewCredentialsFields />
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-3 text-sm font-medium">
              <Trans>Agreements (all required)</Trans>
            </legend>
            {consents.map((consent) => (
              <ConsentCheckbox key={consent.name} name={consent.name} label={consent.label} />
            ))}
          </fieldset>
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={isSubmitting}
            worksBeforeHydration
          >
            {isSubmitting ? <Trans>Processing...</Trans> : <Trans>Complete Premium Sign Up</Trans>}
          </Button>
        </form>
      </FormProvider>
    </>
  );
}

/** Sent without the app, the page is HTML and its form is its island (record 061). */
export function PremiumSignUpPage() {
  return (
    <AuthLayout
      title={<Trans>Premium Account</Trans>}
      description={
        <>
          <CardDescription className="text-base font-medium text-foreground">
            <Trans>Thank you for your premium purchase!</Trans>
          </CardDescription>
          <CardDescription>
            <Trans>Complete your registration to access your premium features</Trans>
          </CardDescription>
        </>
      }
      footer={<SignInInstead />}
    >
      {/* Static: outside the island, so hydrating the form does not walk it (record 066). */}
      <section
        aria-labelledby="encryption-heading"
        className="mb-6 flex gap-3 rounded-md border border-border bg-secondary p-4 text-secondary-foreground"
      >
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="flex flex-col gap-1">
          <h2 id="encryption-heading" className="text-sm font-semibold">
            <Trans>Basic Data Encryption</Trans>
          </h2>
          <p className="text-sm">
            <Trans>
              Your information is encrypted while it travels between your device and our servers,
              and your password is stored only as a secure hash, never as readable text.
            </Trans>
          </p>
        </div>
      </section>
      <Island name="signup-premium">
        <PremiumSignUpForm />
      </Island>
    </AuthLayout>
  );
}
