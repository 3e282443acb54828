import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { DEMO_AUTO_LOGIN_DELAY_MS } from '../../../shared/constants';
import { type SignInInput, signInSchema } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { CardDescription } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { brand } from '../../config/brand';
import { ApiError } from '../../lib/api';
import { sessionQueryKey } from '../../lib/session';
import { demoSignIn, signIn } from './api/auth-requests';
import { AuthLayout } from './components/auth-layout';
import { mfaState } from './mfa-navigation';

const UNEXPECTED_ERROR = 'An unexpected error occurred';

// Browser-side copies of session state that an earlier visit may have left behind. The server
// decides who is signed in; these are only cleared so nothing stale survives a new sign-in.
const STORED_SESSION_KEYS = ['mfa_verified', 'mfa_verified_at', 'mfa_in_progress', 'last_activity'];

function clearStoredSessionMirrors() {
  try {
    sessionStorage.removeItem('pme_mfa_state');
    for (const key of STORED_SESSION_KEYS) localStorage.removeItem(key);
  } catch {
    // Storage can be blocked (private modes); there is then nothing to clear.
  }
}

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const wantsDemo = searchParams.get('demo') === 'true';
  const [demoBusy, setDemoBusy] = useState(false);
  const demoStarted = useRef(false);
  // Guards against a second submission before the first has settled (e.g. a double click).
  const submitting = useRef(false);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  useEffect(() => {
    clearStoredSessionMirrors();
  }, []);

  useEffect(() => {
    if (!wantsDemo) return;
    // The ref is set when the timer fires, not when it is scheduled: StrictMode's extra
    // mount/unmount clears the first timer, and the second one then runs the demo sign-in once.
    const timer = window.setTimeout(() => {
      if (demoStarted.current) return;
      demoStarted.current = true;
      setDemoBusy(true);
      toast('Logging in with demo account...');
      demoSignIn()
        .then((result) => {
          toast.success(
            result.created ? 'Demo account created and logged in' : 'Demo login successful',
          );
          // A full page load, as the spec asks, so the app starts from the new session.
          window.location.assign('/app');
        })
        .catch(() => {
          setDemoBusy(false);
          toast.error('An unexpected error occurred during demo login');
        });
    }, DEMO_AUTO_LOGIN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [wantsDemo]);

  const onSubmit = async ({ email, password }: SignInInput) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      const { demo, ...session } = await signIn({ email, password });
      if (demo) {
        toast.success('Demo login successful');
        window.location.assign('/app');
        return;
      }
      toast.success('Login successful', {
        description: 'Verification required for secure access.',
      });
      queryClient.setQueryData(sessionQueryKey, session);
      navigate('/mfa', { replace: true, state: mfaState(email) });
    } catch (error) {
      const description =
        error instanceof ApiError && !error.isNetworkError ? error.message : UNEXPECTED_ERROR;
      toast.error('Login failed', { description });
    } finally {
      submitting.current = false;
    }
  };

  const busy = isSubmitting || demoBusy;

  return (
    <AuthLayout
      title="Welcome Back"
      description={<CardDescription>Sign in to your {brand.name} account</CardDescription>}
      footer={
        <p className="text-center text-muted-foreground">
          Don&apos;t have an account?{' '}
          <a
            href={brand.links.checkout}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline underline-offset-4"
          >
            Sign up <span className="sr-only">(opens in a new tab)</span>
            <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3.5 align-[-0.125em]" />
          </a>
        </p>
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
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </AuthLayout>
  );
}
