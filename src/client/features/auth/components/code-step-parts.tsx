import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '../../../components/ui/spinner';
import { AuthLayout } from './auth-layout';

// Two parts of /mfa's emailed-code step (mfa-page.tsx), apart so the page keeps to its flow.

/** The page while the code is being sent, or the sign-in it belongs to is read. */
export function VerificationStarting() {
  const { t } = useLingui();
  return (
    <AuthLayout title={<Trans>Two-Factor Authentication</Trans>}>
      <Spinner label={t`Initializing verification...`} />
      <p className="mt-3 text-center text-sm text-muted-foreground">
        <Trans>Initializing verification...</Trans>
      </p>
    </AuthLayout>
  );
}

/** 'Didn't receive a code?': the seconds until another may be sent, then the button. */
export function ResendCode({
  secondsLeft,
  onResend,
}: {
  secondsLeft: number;
  onResend: () => void;
}) {
  return (
    <p className="text-center text-sm text-muted-foreground" aria-live="polite">
      <Trans>Didn't receive a code?</Trans>{' '}
      {secondsLeft > 0 ? (
        <span>
          <Trans>Resend code in {secondsLeft}s</Trans>
        </span>
      ) : (
        <button
          type="button"
          onClick={onResend}
          className="font-medium text-primary underline underline-offset-4"
        >
          <Trans>Resend code</Trans>
        </button>
      )}
    </p>
  );
}
