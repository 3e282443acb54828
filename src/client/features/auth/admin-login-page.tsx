import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { type AdminSignInInput, adminSignInSchema } from '../../../shared/schemas/auth';
import { Button, buttonVariants } from '../../components/ui/button';
import { CardDescription } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { ApiError } from '../../lib/api';
import { sessionQueryKey } from '../../lib/session';
import { signIn } from './api/auth-requests';
import { AuthLayout } from './components/auth-layout';
import { mfaState } from './mfa-navigation';

function showSignInError(error: unknown) {
  if (error instanceof ApiError && error.status === 403) {
    toast.error('Access denied', {
      description: "You don't have permission to access the admin panel.",
    });
  } else if (error instanceof ApiError && (error.status === 401 || error.status === 429)) {
    toast.error('Authentication failed', { description: error.message });
  } else {
    toast.error('An unexpected error occurred');
  }
}

export function AdminLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Guards against a second submission before the first has settled (e.g. a double click).
  const submitting = useRef(false);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdminSignInInput>({
    resolver: zodResolver(adminSignInSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async ({ email, password }: AdminSignInInput) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      const { demo: _demo, ...session } = await signIn({ email, password, adminLogin: true });
      toast.success('Admin credentials verified');
      queryClient.setQueryData(sessionQueryKey, session);
      navigate('/mfa', {
        replace: true,
        state: mfaState(email, { returnTo: '/admin', isAdminLogin: true }),
      });
    } catch (error) {
      showSignInError(error);
    } finally {
      submitting.current = false;
    }
  };

  return (
    <AuthLayout
      title={
        <span className="inline-flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-6 text-primary" />
          Admin Access
        </span>
      }
      description={<CardDescription>Sign in with your administrator account</CardDescription>}
      footer={
        <Link to="/app" className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
          <ArrowLeft aria-hidden="true" />
          Return to Dashboard
        </Link>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
        <FormField id="email" label="Email" error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
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
        <FormField id="password" label="Password" error={errors.password?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...register('password')}
              autoComplete="current-password"
              aria-required="true"
            />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </AuthLayout>
  );
}
