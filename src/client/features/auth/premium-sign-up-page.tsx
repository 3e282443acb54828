import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { type PremiumSignUpInput, premiumSignUpSchema } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { CardDescription } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { brand } from '../../config/brand';
import { ApiError } from '../../lib/api';
import { signUpPremium } from './api/auth-requests';
import { AuthLayout } from './components/auth-layout';
import { PasswordStrengthMeter } from './components/password-strength-meter';

const formFields = [
  'email',
  'password',
  'confirmPassword',
  'dataProtectionConsent',
  'acceptTerms',
  'acceptPrivacy',
] as const;
type FormFieldName = (typeof formFields)[number];
type ConsentName = Extract<
  FormFieldName,
  'dataProtectionConsent' | 'acceptTerms' | 'acceptPrivacy'
>;

function isFormField(name: string): name is FormFieldName {
  return (formFields as readonly string[]).includes(name);
}

const passwordHint =
  'Use at least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.';

const linkClass = 'font-medium text-primary underline underline-offset-4';

/** Opens in a new tab so that reading the policy does not lose what was typed in the form. */
function PolicyLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children} <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

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

export function PremiumSignUpPage() {
  const navigate = useNavigate();
  // Guards against a second submission before the first has settled (e.g. a double click).
  const submitting = useRef(false);

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PremiumSignUpInput>({
    resolver: zodResolver(premiumSignUpSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      email: '',
      password: '',
      confirmPassword: '',
      dataProtectionConsent: false,
      acceptTerms: false,
      acceptPrivacy: false,
    },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = async (values: PremiumSignUpInput) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      await signUpPremium(values);
      toast.success('Sign up successful!', {
        description: 'Please check your email for a verification link.',
      });
      navigate('/login');
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      let focused = false;
      for (const [name, message] of Object.entries(apiError?.fields ?? {})) {
        if (!isFormField(name)) continue;
        setError(name, { type: 'server', message }, { shouldFocus: !focused });
        focused = true;
      }
      const description =
        apiError && !apiError.isNetworkError ? apiError.message : 'An unexpected error occurred';
      toast.error('Sign up failed', { description });
    } finally {
      submitting.current = false;
    }
  };

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
      footer={
        <p className="text-center text-muted-foreground">
          Already have an account?{' '}
          <Link to="/login" className={linkClass}>
            Sign in
          </Link>
        </p>
      }
    >
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
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
        <FormField id="email" label="Email" error={errors.email?.message}>
          {(controlProps) => (
            <Input
              {...controlProps}
              {...register('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              aria-required="true"
            />
          )}
        </FormField>
        <div className="flex flex-col gap-2">
          <FormField
            id="password"
            label="Password"
            description={passwordHint}
            describedBy="password-strength"
            error={errors.password?.message}
          >
            {(controlProps) => (
              <PasswordInput
                {...controlProps}
                {...register('password')}
                autoComplete="new-password"
                aria-required="true"
              />
            )}
          </FormField>
          <PasswordStrengthMeter id="password-strength" password={password} />
        </div>
        <FormField
          id="confirmPassword"
          label="Confirm Password"
          error={errors.confirmPassword?.message}
        >
          {(controlProps) => (
            <PasswordInput
              {...controlProps}
              {...register('confirmPassword')}
              autoComplete="new-password"
              aria-required="true"
            />
          )}
        </FormField>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-3 text-sm font-medium">Agreements (all required)</legend>
          {consents.map((consent) => (
            <Controller
              key={consent.name}
              control={control}
              name={consent.name}
              render={({ field, fieldState }) => (
                <FormField
                  id={consent.name}
                  layout="inline"
                  label={consent.label}
                  error={fieldState.error?.message}
                >
                  {(controlProps) => (
                    <Checkbox
                      {...controlProps}
                      ref={field.ref}
                      name={field.name}
                      checked={field.value}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      onBlur={field.onBlur}
                      aria-required="true"
                    />
                  )}
                </FormField>
              )}
            />
          ))}
        </fieldset>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Processing...' : 'Complete Premium Sign Up'}
        </Button>
      </form>
    </AuthLayout>
  );
}
