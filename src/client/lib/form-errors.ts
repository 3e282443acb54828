import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

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
