import { useRef } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm } from '../../lib/use-schema-form';

/**
 * The form of a sign-in or sign-up page: checked against the request's shared schema on submit,
 * re-checked as the user corrects it, and sent once however often the button is pressed.
 * `send` is given the form too, e.g. to put the server's field errors on it; `submit` is the
 * form element's onSubmit.
 */
export function useAuthForm<T extends FieldValues>(
  schema: z.ZodType<T, T>,
  defaultValues: DefaultValues<T>,
  send: (values: T, form: UseFormReturn<T>) => Promise<void>,
) {
  // Guards against a second submission before the first has settled (e.g. a double click).
  const submitting = useRef(false);
  const form = useSchemaForm<T>(schema, defaultValues);

  const submit = form.handleSubmit(async (values) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      await send(values, form);
    } finally {
      submitting.current = false;
    }
  });

  return { form, submit };
}
