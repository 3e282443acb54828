import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { OTP_AUTO_VERIFY_DELAY_MS, OTP_LENGTH } from '../../../../shared/constants';
import { RECOVERY_CODE_MAX_LENGTH } from '../../../../shared/rules/sign-in-factors';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useHydrated } from '../../../lib/use-hydrated';
import type { Way } from '../use-two-factor-way';
import { CodeInput } from './code-input';

// /mfa's steps besides the emailed code (record 096): the authenticator app's code, a recovery
// code, and the buttons that switch between the ways. Each form also works as a plain post
// before scripts run: it posts its way with the code, and the server sends it to its route.

type StepProps = {
  referenceId: string;
  /** Checks the code; resolves false when it was refused (the page has said why). */
  onCode: (code: string) => Promise<boolean>;
};

export function AppCodeStep({ referenceId, onCode }: StepProps) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const firstBox = useRef<HTMLInputElement | null>(null);
  const complete = code.length === OTP_LENGTH;

  const verify = async (value: string) => {
    setVerifying(true);
    const accepted = await onCode(value);
    if (accepted) return;
    setCode('');
    setVerifying(false);
  };

  useEffect(() => {
    if (!verifying) firstBox.current?.focus();
  }, [verifying]);

  // As with the emailed code, checking starts by itself a moment after the sixth digit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: verify is this render's
  useEffect(() => {
    if (!complete || verifying) return;
    const timer = setTimeout(() => verify(code), OTP_AUTO_VERIFY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [code, complete, verifying]);

  return (
    <form
      method="post"
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (complete && !verifying) verify(code);
      }}
    >
      <input type="hidden" name="referenceId" value={referenceId} />
      <input type="hidden" name="way" value="app" />
      <CodeInput
        name="code"
        value={code}
        onChange={setCode}
        disabled={verifying}
        legend={t`Code from your authenticator app`}
        inputRef={(element) => {
          firstBox.current = element;
        }}
      />
      <Button
        type="submit"
        size="lg"
        disabled={(hydrated && !complete) || verifying}
        worksBeforeHydration
      >
        {verifying ? <Trans>Verifying...</Trans> : <Trans>Verify</Trans>}
      </Button>
    </form>
  );
}

export function RecoveryCodeStep({ referenceId, onCode }: StepProps) {
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [missing, setMissing] = useState(false);
  return (
    <form
      method="post"
      noValidate
      className="flex flex-col gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!code.trim()) {
          setMissing(true);
          return;
        }
        setVerifying(true);
        if (!(await onCode(code.trim()))) {
          setCode('');
          setVerifying(false);
        }
      }}
    >
      <input type="hidden" name="referenceId" value={referenceId} />
      <input type="hidden" name="way" value="recovery" />
      <Label htmlFor="recovery-code">
        <Trans>Recovery code</Trans>
      </Label>
      <Input
        id="recovery-code"
        name="code"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={RECOVERY_CODE_MAX_LENGTH}
        value={code}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? 'recovery-code-error' : undefined}
        className="font-mono text-lg"
        onChange={(event) => {
          setMissing(false);
          setCode(event.target.value);
        }}
      />
      {missing && (
        <p id="recovery-code-error" className="text-sm text-destructive" role="alert">
          <Trans>Please enter a recovery code</Trans>
        </p>
      )}
      <Button type="submit" size="lg" disabled={verifying} worksBeforeHydration>
        {verifying ? <Trans>Verifying...</Trans> : <Trans>Use this code</Trans>}
      </Button>
    </form>
  );
}

const wayLabels: Record<Way, MessageDescriptor> = {
  app: msg`Use your authenticator app`,
  email: msg`Email me a code instead`,
  recovery: msg`Use a recovery code`,
};

/** The other ways the account may use, as buttons (they need the page's scripts). */
export function OtherWays({
  current,
  offered,
  onChoose,
}: {
  current: Way;
  offered: { app: boolean; recoveryCodes: boolean };
  onChoose: (way: Way) => void;
}) {
  const { i18n } = useLingui();
  const ways = (['app', 'email', 'recovery'] as const).filter(
    (way) =>
      way !== current && (way === 'email' || (way === 'app' ? offered.app : offered.recoveryCodes)),
  );
  if (ways.length === 0) return null;
  return (
    <div className="mt-4 flex flex-col items-center gap-2 border-t pt-4">
      {ways.map((way) => (
        <button
          key={way}
          type="button"
          onClick={() => onChoose(way)}
          className="font-medium text-primary text-sm underline underline-offset-4"
        >
          {i18n._(wayLabels[way])}
        </button>
      ))}
    </div>
  );
}
