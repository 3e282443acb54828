import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';
import { describeApiError } from './api-error-messages';
import { toast } from './toast';

/**
 * Puts the server's per-field messages beside the form's own fields and focuses the first, as
 * the form's own validation does. Fields the form does not have are left to the toast.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError)) return;
  let focused = false;
  for (const [name, message] of Object.entries(error.fields)) {
    const field = fieldNames.find((known) => known === name);
    if (field === undefined) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
}

/**
 * A form the server refused: its field messages beside the fields, and a toast titled with what
 * failed, saying why (spec section 8). What was typed stays, to be corrected and sent again.
 */
export function showFormRefused<T extends FieldValues>(
  error: unknown,
  title: string,
  form: { fields: readonly Path<T>[]; setError: UseFormSetError<T> },
): void {
  showServerFieldErrors(error, form.fields, form.setError);
  toast.error(title, { description: describeApiError(error) });
}
