import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DIGITS_ONLY_ATTRIBUTE, OTP_LENGTH } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { verifyFailureMessage } from '../../../lib/api-error-messages';

// One box for the 6-digit code an authenticator app shows (record 096): to confirm the app as it
// is set up, and to confirm it is you with it. A refusal is said under the box, in the two-factor
// step's words.

type AppCodeFormProps = {
  id: string;
  label: string;
  submitLabel: string;
  /** Sends the code; a refusal (thrown) is shown under the box. */
  onCode: (code: string) => Promise<void>;
};

export function AppCodeForm({ id, label, submitLabel, onCode }: AppCodeFormProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        if (code.length !== OTP_LENGTH) {
          setError(t`Please enter a complete 6-digit code`);
          return;
        }
        setSending(true);
        try {
          await onCode(code);
        } catch (refusal) {
          setError(verifyFailureMessage(refusal));
          setCode('');
        } finally {
          setSending(false);
        }
      }}
    >
      <FormField id={id} label={label} error={error}>
        {(control) => (
          <Input
            {...control}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={OTP_LENGTH}
            value={code}
            className="max-w-40 text-lg tracking-widest"
            {...{ [DIGITS_ONLY_ATTRIBUTE]: '' }}
            onChange={(event) => {
              setError(undefined);
              setCode(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH));
            }}
          />
        )}
      </FormField>
      <Button type="submit" className="self-start" disabled={sending}>
        {sending ? t`Checking...` : submitLabel}
      </Button>
    </form>
  );
}
