import { Trans, useLingui } from '@lingui/react/macro';
import { reproveWithApp } from '../api/sign-in-factor-requests';
import { AppCodeForm } from './app-code-form';

/**
 * 'Confirm it's you' with the authenticator app's code instead of the password (record 096):
 * given to useRecentProof as another way, for a person whose app is set up.
 */
export function ConfirmWithApp({ onConfirmed }: { onConfirmed: () => Promise<void> }) {
  const { t } = useLingui();
  return (
    <section
      aria-labelledby="confirm-with-app-heading"
      className="flex flex-col gap-2 border-t pt-4"
    >
      <h3 id="confirm-with-app-heading" className="text-base font-semibold">
        <Trans>Or use your authenticator app</Trans>
      </h3>
      <AppCodeForm
        id="confirm-with-app-code"
        label={t`The 6-digit code your app shows`}
        submitLabel={t`Use your authenticator app`}
        onCode={async (code) => {
          await reproveWithApp(code);
          await onConfirmed();
        }}
      />
    </section>
  );
}
