import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { showFormRefused } from '../../lib/form-errors';
import { afterSignIn } from '../../lib/pending-invitation';
import { toast } from '../../lib/toast';
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
  const navigate = useNavigate();
  return useAuthForm<T>(options.schema, options.defaultValues, async (values, { setError }) => {
    try {
      await options.send(values);
      const { title, description, next } = options.succeeded;
      toast.success(title, { description });
      navigate(afterSignIn(next));
    } catch (error) {
      showFormRefused(error, options.failedTitle, { fields: options.fields, setError });
    }
  });
}
