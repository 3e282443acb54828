import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { showFormRefused } from '../../lib/form-errors';
import { usePageNavigation } from '../../lib/page-navigation';
import { afterSignIn } from '../../lib/pending-invitation';
import type { SchemaSource } from '../../lib/use-schema-form';
import { useAuthForm } from './use-auth-form';

/**
 * The form of a sign-up page (/signup, /signup-premium): on success a toast and the next page
 * (/join first while an invitation followed in this tab waits);
 * on failure the server's field messages on the form and a toast saying why. The typed values
 * stay, so the user can correct and send again.
 */
export function useSignUpForm<T extends FieldValues>(options: {
  schema: SchemaSource<T, T>;
  defaultValues: DefaultValues<T>;
  fields: readonly Path<T>[];
  send: (values: T) => Promise<void>;
  succeeded: { title: string; description: string; next: string };
  failedTitle: string;
}) {
  const { navigate } = usePageNavigation();
  return useAuthForm<T>(options.schema, options.defaultValues, async (values, { setError }) => {
    try {
      await options.send(values);
      const { title, description, next } = options.succeeded;
      navigate(afterSignIn(next), { toast: { kind: 'success', title, description } });
    } catch (error) {
      showFormRefused(error, options.failedTitle, { fields: options.fields, setError });
    }
  });
}
