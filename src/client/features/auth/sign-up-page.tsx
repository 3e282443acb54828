import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { type SignUpInput, signUpSchema } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { CardDescription } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { brand } from '../../config/brand';
import { ApiError } from '../../lib/api';
import { sessionQueryKey } from '../../lib/session';
import { signUp } from './api/auth-requests';
import { AuthLayout } from './components/auth-layout';
import { PasswordStrengthMeter } from './components/password-strength-meter';

const formFields = ['email', 'password', 'confirmPassword', 'acceptTerms'] as const;

function isFormField(name: string): name is (typeof formFields)[number] {
  return (formFields as readonly string[]).includes(name);
}

const passwordHint =
  'Use at least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.';

const linkClass = 'font-medium text-primary underline underline-offset-4';

/** Opens in a new tab so that reading the terms does not lose what was typed in the form. */
function PolicyLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children} <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

export function SignUpPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Guards against a second submission before the first has settled (e.g. a double click).
  const submitting = useRef(false);

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '', confirmPassword: '', acceptTerms: false },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = async (values: SignUpInput) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      const session = await signUp(values);
      queryClient.setQueryData(sessionQueryKey, session);
      toast.success('Account created', {
        description: 'Please check your email to confirm your account.',
      });
      navigate('/app');
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
      toast.error('Signup failed', { description });
    } finally {
      submitting.current = false;
    }
  };

  return (
    <AuthLayout
      title="Create Account"
      description={
        <CardDescription>Join {brand.name} to start managing eldercare tasks</CardDescription>
      }
      footer={
        <>
          <p className="text-center text-muted-foreground">
            Already have an account?{' '}
            <Link to="/login" className={linkClass}>
              Sign in
            </Link>
          </p>
          <p className="text-center text-muted-foreground">
            Questions?{' '}
            <a href={`mailto:${brand.supportEmail}`} className={linkClass}>
              Contact Us
            </a>
          </p>
        </>
      }
    >
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
        <Controller
          control={control}
          name="acceptTerms"
          render={({ field, fieldState }) => (
            <FormField
              id="acceptTerms"
              layout="inline"
              error={fieldState.error?.message}
              label={
                <>
                  I agree to the <PolicyLink to="/terms-of-service">Terms of Service</PolicyLink>{' '}
                  and <PolicyLink to="/privacy-policy">Privacy Policy</PolicyLink>
                </>
              }
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
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
