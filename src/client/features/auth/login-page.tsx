import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { DEMO_AUTO_LOGIN_DELAY_MS } from '../../../shared/constants';
import type { SignInInput } from '../../../shared/schemas/auth';
import { FormRefusal } from '../../components/form-refusal';
import { Island } from '../../components/island';
import { CardDescription } from '../../components/ui/card';
import { brand } from '../../config/brand';
import { demoFailureMessage, describeApiError } from '../../lib/api-error-messages';
import { PageLink, usePageNavigation } from '../../lib/page-navigation';
import { passkeyUsedHere } from '../../lib/passkey-device';
import { afterSignIn } from '../../lib/pending-invitation';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';
import { demoSignIn, signIn } from './api/auth-requests';
import { authSchema } from './auth-schemas';
import { AuthLayout } from './components/auth-layout';
import { linkClass } from './components/inline-link';
import { OrDivider, PasskeySignIn } from './components/passkey-sign-in';
import { SignInFields } from './components/sign-in-fields';
import { MFA_FLOW_STORAGE_KEY, mfaState } from './mfa-navigation';
import { useAuthForm } from './use-auth-form';
import { useInvitedAddress } from './use-invited-address';
import { useTwoFactorStep } from './use-two-factor-step';

// A two-factor step an earlier visit may have left behind in this tab. The server decides who is
// signed in; this is only cleared so nothing stale survives a new sign-in.
function clearStoredTwoFactorStep() {
  try {
    sessionStorage.removeItem(MFA_FLOW_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private modes); there is then nothing to clear.
  }
}

/** The sign-in form, with the demo sign-in `?demo=true` asks for. */
export function LoginForm() {
  const { t } = useLingui();
  const { search } = usePageNavigation();
  const twoFactorStep = useTwoFactorStep();
  const wantsDemo = new URLSearchParams(search()).get('demo') === 'true';
  const [demoBusy, setDemoBusy] = useState(false);
  const demoStarted = useRef(false);

  const { form, submit, posted } = useAuthForm<SignInInput>(
    authSchema('signInSchema'),
    { email: '', password: '' },
    async ({ email, password }) => {
      try {
        const { demo, ...session } = await signIn({ email, password });
        if (demo) {
          toast.success(t`Demo login successful`);
          window.location.assign('/app');
          return;
        }
        twoFactorStep(session, mfaState(email, { returnTo: afterSignIn('/app') }), [
          {
            kind: 'success',
            title: t`Login successful`,
            description: t`Verification required for secure access.`,
          },
        ]);
      } catch (error) {
        toast.error(t`Login failed`, { description: describeApiError(error) });
      }
    },
  );

  useEffect(() => {
    clearStoredTwoFactorStep();
  }, []);

  useEffect(() => {
    if (!wantsDemo) return;
    // The ref is set when the timer fires, not when it is scheduled: StrictMode's extra
    // mount/unmount clears the first timer, and the second one then runs the demo sign-in once.
    const timer = window.setTimeout(() => {
      if (demoStarted.current) return;
      demoStarted.current = true;
      setDemoBusy(true);
      toast(t`Logging in with demo account...`);
      demoSignIn()
        .then((result) => {
          toast.success(
            result.created ? t`Demo account created and logged in` : t`Demo login successful`,
          );
          // A full page load, as the spec asks, so the app starts from the new session.
          window.location.assign('/app');
        })
        .catch((error: unknown) => {
          setDemoBusy(false);
          toast.error(demoFailureMessage(error));
        });
    }, DEMO_AUTO_LOGIN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [wantsDemo, t]);

  const busy = form.formState.isSubmitting || demoBusy;
  const joining = useInvitedAddress(form);
  // A passkey was used in this browser (after an idle sign-out, say): it is offered first, so
  // coming back is one touch. Read once the page is hydrated: the server cannot know.
  const passkeyFirst = useHydrated() && passkeyUsedHere();

  return (
    <>
      <FormRefusal posted={posted} title={t`Login failed`} />
      {joining && (
        <p className="text-sm">
          <Trans>Sign in to join {joining}.</Trans>
        </p>
      )}
      {passkeyFirst && (
        <div className="mb-5 flex flex-col gap-5">
          <PasskeySignIn prominent />
          <OrDivider>
            <Trans>or sign in with your email and password</Trans>
          </OrDivider>
        </div>
      )}
      <FormProvider {...form}>
        {/* POST: a press of Enter before the page is hydrated never puts a password in the URL. */}
        <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
          <SignInFields busy={busy} />
        </form>
      </FormProvider>
      {!passkeyFirst && (
        <div className="mt-5 flex flex-col gap-5">
          <OrDivider>
            <Trans>or</Trans>
          </OrDivider>
          <PasskeySignIn />
        </div>
      )}
    </>
  );
}

/** Sent without the app, the page is HTML and its form is its island (record 061). */
export function LoginPage() {
  const product = brand.name;
  return (
    <AuthLayout
      title={<Trans>Welcome Back</Trans>}
      description={
        <CardDescription>
          <Trans>Sign in to your {product} account</Trans>
        </CardDescription>
      }
      // The spec's external checkout link went nowhere with payments unset: sign-up is ours
      // (issue 56, decision record 093).
      footer={
        <p className="text-center text-muted-foreground">
          <Trans>
            Don't have an account?{' '}
            <PageLink to="/signup" className={linkClass}>
              Sign up
            </PageLink>
          </Trans>
        </p>
      }
    >
      <Island name="login">
        <LoginForm />
      </Island>
      {/* Outside the island: a plain link, working before any script runs. */}
      <p className="mt-4 text-center text-sm">
        <PageLink to="/forgot-password" className={linkClass}>
          <Trans>Forgot password?</Trans>
        </PageLink>
      </p>
    </AuthLayout>
  );
}
