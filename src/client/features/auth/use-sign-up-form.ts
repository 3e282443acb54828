import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { SessionState } from '../../../shared/schemas/auth';
import { showFormRefused } from '../../lib/form-errors';
import { usePageNavigation } from '../../lib/page-navigation';
import { afterSignIn } from '../../lib/pending-invitation';
import type { SchemaSource } from '../../lib/use-schema-form';
import { mfaState } from './mfa-navigation';
import { useAuthForm } from './use-auth-form';
import { useTwoFactorStep } from './use-two-factor-step';

/**
 * The form of a sign-up page (/signup, /signup-premium): on success a toast and the next page
 * (/join first while an invitation followed in this tab waits). A sign-up answered with a
 * session waiting for its code goes straight to /mfa, as its plain post does, and on from there;
 * on failure the server's field messages on the form and a toast saying why. The typed values
 * stay, so the user can correct and send again.
 */
export function useSignUpForm<T extends FieldValues & { email: string }>(options: {
  schema: SchemaSource<T, T>;
  defaultValues: DefaultValues<T>;
  fields: readonly Path<T>[];
  /** Sends the form; a sign-up that starts a session answers it. */
  send: (values: T) => Promise<SessionState | undefined>;
  succeeded: { title: string; description: string; next: string };
  failedTitle: string;
}) {
  const { navigate } = usePageNavigation();
  const twoFactorStep = useTwoFactorStep();
  return useAuthForm<T>(options.schema, options.defaultValues, async (values, { setError }) => {
    try {
      const session = await options.send(values);
      const { title, description, next } = options.succeeded;
      const created = { kind: 'success', title, description } as const;
      if (session?.session.status === 'pending') {
        const flow = mfaState(values.email, { returnTo: afterSignIn(next) });
        // Not 'Verification required' too: nothing refused them, and /mfa says what to do
        // (one toast at a time, issue 33; record 076).
        twoFactorStep(session, flow, [created]);
      } else {
        navigate(afterSignIn(next), { toasts: [created] });
      }
    } catch (error) {
      showFormRefused(error, options.failedTitle, { fields: options.fields, setError });
    }
  });
}
