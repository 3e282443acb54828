import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldErrors, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form checked against a request's shared schema, as every form of the app is: errors show on
 * submit (not while the user is still typing), then each field is re-checked as it is corrected.
 * `errors`: the server's field messages the form is first drawn with (a refused plain post).
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues = Input>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  errors?: FieldErrors<Input>,
) {
  return useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
    errors,
  });
}
