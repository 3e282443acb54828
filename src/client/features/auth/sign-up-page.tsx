import { useQueryClient } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router';
import type { SignUpInput } from '../../../shared/schemas/auth';
import { FormRefusal } from '../../components/form-refusal';
import { Button } from '../../components/ui/button';
import { CardDescription } from '../../components/ui/card';
import { brand } from '../../config/brand';
import { sessionQueryKey } from '../../lib/session';
import { signUp } from './api/auth-requests';
import { authSchema } from './auth-schemas';
import { AuthLayout } from './components/auth-layout';
import { ConsentCheckbox } from './components/consent-checkbox';
import { linkClass, PolicyLink } from './components/inline-link';
import { NewCredentialsFields } from './components/new-credentials-fields';
import { useSignUpForm } from './use-sign-up-form';

const formFields = ['email', 'password', 'confirmPassword', 'acceptTerms'] as const;

export function SignUpPage() {
  const queryClient = useQueryClient();
  const { form, submit, posted } = useSignUpForm<SignUpInput>({
    schema: authSchema('signUpSchema'),
    defaultValues: { email: '', password: '', confirmPassword: '', acceptTerms: false },
    fields: formFields,
    send: async (values) => {
      queryClient.setQueryData(sessionQueryKey, await signUp(values));
    },
    succeeded: {
      title: 'Account created',
      description: 'Please check your email to confirm your account.',
      next: '/app',
    },
    failedTitle: 'Signup failed',
  });
  const { isSubmitting } = form.formState;

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
      <FormRefusal posted={posted} title="Signup failed" />
      <FormProvider {...form}>
        {/* POST: a press of Enter before the page is hydrated never puts a password in the URL. */}
        <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
          <NewCredentialsFields />
          <ConsentCheckbox
            name="acceptTerms"
            label={
              <>
                I agree to the <PolicyLink to="/terms-of-service">Terms of Service</PolicyLink> and{' '}
                <PolicyLink to="/privacy-policy">Privacy Policy</PolicyLink>
              </>
            }
          />
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={isSubmitting}
            worksBeforeHydration
          >
            {isSubmitting ? 'Creating account...' : 'Create Account'}
          </Button>
        </form>
      </FormProvider>
    </AuthLayout>
  );
}
