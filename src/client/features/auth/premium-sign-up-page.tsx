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

const consents: { name: ConsentName; label: ReactNode }[] = [
  {
    name: 'dataProtectionConsent',
    label: (
      <>
        I consent to {brand.name} storing and protecting my information as described in the{' '}
        <PolicyLink to="/privacy-policy">Privacy Policy</PolicyLink>
      </>
    ),
  },
  {
    name: 'acceptTerms',
    label: (
      <>
        I accept the <PolicyLink to="/terms-of-service">Terms of Service</PolicyLink>
      </>
    ),
  },
  {
    name: 'acceptPrivacy',
    label: (
      <>
        I accept the <PolicyLink to="/privacy-policy">Privacy Policy</PolicyLink>
      </>
    ),
  },
];

/** The premium sign-up form. */
export function PremiumSignUpForm() {
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
      title: 'Sign up successful!',
      description: 'Please check your email for a verification link.',
      next: '/login',
    },
    failedTitle: 'Sign up failed',
  });
  const { isSubmitting } = form.formState;

  return (
    <>
      <FormRefusal posted={posted} title="Sign up failed" />
      <FormProvider {...form}>
        {/* POST: a press of Enter before the page is hydrated never puts a password in the URL. */}
        <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
          <NewCredentialsFields />
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-3 text-sm font-medium">Agreements (all required)</legend>
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
            {isSubmitting ? 'Processing...' : 'Complete Premium Sign Up'}
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
      title="Premium Account"
      description={
        <>
          <CardDescription className="text-base font-medium text-foreground">
            Thank you for your premium purchase!
          </CardDescription>
          <CardDescription>
            Complete your registration to access your premium features
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
            Basic Data Encryption
          </h2>
          <p className="text-sm">
            Your information is encrypted while it travels between your device and our servers, and
            your password is stored only as a secure hash, never as readable text.
          </p>
        </div>
      </section>
      <Island name="signup-premium">
        <PremiumSignUpForm />
      </Island>
    </AuthLayout>
  );
}
