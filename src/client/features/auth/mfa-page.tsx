import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  MFA_ACTIVITY_INTERVAL_MS,
  OTP_AUTO_VERIFY_DELAY_MS,
  OTP_LENGTH,
  OTP_RESEND_COUNTDOWN_SECONDS,
} from '../../../shared/constants';
import type { TwoFactorValues } from '../../../shared/page-forms';
import { FormRefusal } from '../../components/form-refusal';
import { Button } from '../../components/ui/button';
import { CardDescription } from '../../components/ui/card';
import { ApiError } from '../../lib/api';
import { sendFailureMessage, verifyFailureMessage } from '../../lib/api-error-messages';
import { afterSignIn } from '../../lib/pending-invitation';
import { recordActivity, useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';
import { usePostedForm } from '../../lib/use-posted-form';
import { sendCode, signInWithApp, signInWithRecoveryCode, verifyCode } from './api/auth-requests';
import { AuthLayout } from './components/auth-layout';
import { CodeInput } from './components/code-input';
import { ResendCode, VerificationStarting } from './components/code-step-parts';
import { AppCodeStep, OtherWays, RecoveryCodeStep } from './components/second-factor-steps';
import {
  loadMfaFlow,
  type MfaNavigationState,
  newReferenceId,
  saveMfaFlow,
} from './mfa-navigation';
import { useFinishTwoFactor } from './use-finish-two-factor';
import { useTwoFactorWay } from './use-two-factor-way';

/** What each way besides the emailed code asks for. */
const otherStepWords = {
  app: msg`Open your authenticator app and enter the 6-digit code it shows for PlanMyEldercare.`,
  recovery: msg`Enter one of the recovery codes you kept when you set up your authenticator app. Each code works once.`,
} as const;

const secondsUntil = (iso: string) => Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000));

/**
 * The flow of a page the server rendered after a sign-in sent as a plain post (record 052): the
 * code is already sent for its reference id.
 */
function postedFlow(values: TwoFactorValues): MfaNavigationState {
  return {
    email: values.email,
    otpReferenceId: values.referenceId,
    returnTo: values.isAdminLogin ? '/admin' : afterSignIn('/app'),
    isAdminLogin: values.isAdminLogin,
    loginTimestamp: 0,
  };
}

export function MfaPage() {
  const { i18n, t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const hydrated = useHydrated();
  const posted = usePostedForm();
  const postedValues = posted?.values as TwoFactorValues | undefined;
  const [flow, setFlow] = useState(() =>
    postedValues ? postedFlow(postedValues) : loadMfaFlow(location.state),
  );
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  // A page the server rendered for the app's code or a recovery code was sent no emailed code.
  const emailed = Boolean(postedValues) && !postedValues?.way;
  const [codeSent, setCodeSent] = useState(emailed);
  const [secondsLeft, setSecondsLeft] = useState(OTP_RESEND_COUNTDOWN_SECONDS);
  const [showIncomplete, setShowIncomplete] = useState(false);
  const firstBox = useRef<HTMLInputElement | null>(null);
  const sentFor = useRef<string | null>(emailed ? (postedValues?.referenceId ?? null) : null);
  const refocusAfterFailure = useRef(false);

  // Set once this page's code is accepted: it leads on itself (to the plan just joined, say), so
  // the session turning active must not send the person to the flow's page as well.
  const verified = useRef(false);

  // Said once, however often the session is read again before /login opens.
  const left = useRef(false);
  const leave = useCallback(
    (title: string, description: string) => {
      if (left.current) return;
      left.current = true;
      saveMfaFlow(null);
      toast.error(title, { description });
      navigate('/login', { replace: true });
    },
    [navigate],
  );

  useEffect(() => saveMfaFlow(flow), [flow]);

  // Without an email there is nothing to verify; without a server session, nothing to finish.
  useEffect(() => {
    if (!flow) leave(t`Invalid session`, t`Please try logging in again.`);
    else if (session.data === null) leave(t`Session error`, t`Please try logging in again.`);
    else if (session.data?.session.status === 'active' && !verified.current) {
      saveMfaFlow(null);
      navigate(flow.returnTo, { replace: true });
    }
  }, [flow, session.data, leave, navigate, t]);

  // A page the server rendered was rendered for a session waiting for its code: so it is, until the
  // session is read.
  const pending =
    session.data === undefined ? Boolean(postedValues) : session.data?.session.status === 'pending';
  const referenceId = flow?.otpReferenceId;
  const { way, setWay, offered } = useTwoFactorWay(
    pending,
    postedValues ? (postedValues.way ?? 'email') : undefined,
  );

  // A code is emailed once per reference id, as soon as it exists and the emailed code is asked.
  useEffect(() => {
    if (!pending || way !== 'email' || !referenceId || sentFor.current === referenceId) return;
    sentFor.current = referenceId;
    sendCode(referenceId)
      .then((result) => {
        setCodeSent(true);
        setSecondsLeft(secondsUntil(result.resendAvailableAt));
        toast.success(
          result.isAdminLogin ? t`Admin verification code sent` : t`Verification code sent`,
          { description: t`Please check your email for a 6-digit code. Valid for 10 minutes.` },
        );
        // After a resend the form is already rendered; on arrival the effect below focuses.
        firstBox.current?.focus();
      })
      .catch((error: unknown) => {
        setCodeSent(true);
        const wait = error instanceof ApiError && error.code === 'too_many_requests';
        if (wait && error.body?.retryAfterSeconds) {
          setSecondsLeft(error.body.retryAfterSeconds);
        } else {
          setSecondsLeft(0);
        }
        toast.error(t`Failed to send verification code`, {
          description: sendFailureMessage(error),
        });
      });
  }, [pending, way, referenceId, t]);

  // On arrival, focus goes to the first box once the form is rendered (not before: it would be lost).
  const ready = Boolean(flow) && pending && codeSent && way === 'email';
  useEffect(() => {
    if (ready) firstBox.current?.focus();
  }, [ready]);

  // The resend countdown.
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  // Being on this step is activity: it keeps the pending session alive (spec: every 5 s).
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      recordActivity().catch(() => {});
    }, MFA_ACTIVITY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [pending]);

  const submit = useFinishTwoFactor(flow, leave, verified);

  const verify = useCallback(
    async (value: string) => {
      if (!referenceId) return;
      setVerifying(true);
      if (await submit(() => verifyCode(referenceId, value.trim()))) return;
      setCode('');
      setVerifying(false);
      refocusAfterFailure.current = true;
    },
    [referenceId, submit],
  );

  // After a refused code, focus goes back to the first box once it is enabled again. (A frame
  // after the refusal was too early on a busy machine: the box was still disabled, focus was lost.)
  useEffect(() => {
    if (verifying || !refocusAfterFailure.current) return;
    refocusAfterFailure.current = false;
    firstBox.current?.focus();
  }, [verifying]);

  // Verification starts by itself a moment after the sixth digit.
  useEffect(() => {
    if (code.length !== OTP_LENGTH || verifying) return;
    const timer = setTimeout(() => verify(code), OTP_AUTO_VERIFY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [code, verifying, verify]);

  const resend = () => {
    if (!flow || secondsLeft > 0) return;
    setCode('');
    setFlow({ ...flow, otpReferenceId: newReferenceId() });
  };

  const otherWays = way && (
    <OtherWays current={way} offered={offered} onChoose={(chosen) => setWay(chosen)} />
  );
  // The app's code or a recovery code: the same page around a different box.
  if (flow && pending && (way === 'app' || way === 'recovery')) {
    const Step = way === 'app' ? AppCodeStep : RecoveryCodeStep;
    const signIn = way === 'app' ? signInWithApp : signInWithRecoveryCode;
    return (
      <AuthLayout
        title={<Trans>Two-Factor Authentication</Trans>}
        description={<CardDescription>{i18n._(otherStepWords[way])}</CardDescription>}
      >
        <FormRefusal
          posted={posted}
          title={t`Verification failed`}
          describe={verifyFailureMessage}
        />
        <Step referenceId={flow.otpReferenceId} onCode={(value) => submit(() => signIn(value))} />
        {otherWays}
      </AuthLayout>
    );
  }

  if (!flow || !pending || !codeSent || way !== 'email') return <VerificationStarting />;

  const complete = code.length === OTP_LENGTH;
  const { email } = flow;
  return (
    <AuthLayout
      title={<Trans>Two-Factor Authentication</Trans>}
      description={
        <CardDescription>
          <Trans>Enter the 6-digit code sent to {email}</Trans>
        </CardDescription>
      }
    >
      <FormRefusal posted={posted} title={t`Verification failed`} describe={verifyFailureMessage} />
      {/* A plain post before the scripts ran is checked by the server too (record 052). */}
      <form
        method="post"
        noValidate
        className="flex flex-col gap-5"
        onKeyDown={(event) => {
          // The Verify button stays disabled until 6 digits, so Enter explains why.
          if (event.key === 'Enter' && !complete) setShowIncomplete(true);
        }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!complete) setShowIncomplete(true);
          else if (!verifying) verify(code);
        }}
      >
        <input type="hidden" name="referenceId" value={flow.otpReferenceId} />
        <CodeInput
          name="code"
          value={code}
          onChange={(value) => {
            setShowIncomplete(false);
            setCode(value);
          }}
          disabled={verifying}
          invalid={showIncomplete}
          describedBy={showIncomplete ? 'code-error' : undefined}
          inputRef={(element) => {
            firstBox.current = element;
          }}
        />
        {showIncomplete && (
          <p id="code-error" className="text-center text-sm text-destructive" role="alert">
            <Trans>Please enter a complete 6-digit code</Trans>
          </p>
        )}
        <Button
          type="submit"
          size="lg"
          disabled={(hydrated && !complete) || verifying}
          worksBeforeHydration
        >
          {verifying ? <Trans>Verifying...</Trans> : <Trans>Verify</Trans>}
        </Button>
        <ResendCode secondsLeft={secondsLeft} onResend={resend} />
      </form>
      {otherWays}
    </AuthLayout>
  );
}
