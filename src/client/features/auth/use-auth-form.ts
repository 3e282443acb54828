import { useRef, useState } from 'react';
import type { DefaultValues, FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import type { PostedForm } from '../../../shared/page-forms';
import { usePostedForm } from '../../lib/use-posted-form';
import { type SchemaSource, useSchemaForm } from '../../lib/use-schema-form';

/** A refused plain post's field messages, for the fields this form has. */
function postedErrors<T extends FieldValues>(
  posted: PostedForm | undefined,
  known: object,
): FieldErrors<T> | undefined {
  if (!posted?.error?.fields) return undefined;
  const entries = Object.entries(posted.error.fields).filter(([name]) => name in known);
  const errors = Object.fromEntries(
    entries.map(([name, message]) => [name, { type: 'server', message }]),
  );
  return entries.length ? (errors as FieldErrors<T>) : undefined;
}

/**
 * The form of a sign-in or sign-up page: checked against the request's shared schema on submit,
 * re-checked as the user corrects it, and sent once however often the button is pressed.
 * `send` is given the form too, e.g. to put the server's field errors on it; `submit` is the
 * form element's onSubmit. Sent before the page's scripts ran, the form was a plain post
 * (record 052): a refused one comes back as `posted`, the form filled with what was typed
 * (never a password) and the server's field messages beside the fields.
 */
export function useAuthForm<T extends FieldValues>(
  schema: SchemaSource<T, T>,
  defaultValues: DefaultValues<T>,
  send: (values: T, form: UseFormReturn<T>) => Promise<void>,
) {
  // Guards against a second submission before the first has settled (e.g. a double click).
  const submitting = useRef(false);
  const posted = usePostedForm();
  // Read once: the form's first values and messages; react-hook-form owns them from then on.
  const [first] = useState(() => ({
    values: { ...defaultValues, ...posted?.values } as DefaultValues<T>,
    errors: postedErrors<T>(posted, defaultValues),
  }));
  const form = useSchemaForm<T>(schema, first.values, first.errors);

  const submit = form.handleSubmit(async (values) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      await send(values, form);
    } finally {
      submitting.current = false;
    }
  });

  return { form, submit, posted };
}
