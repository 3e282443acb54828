import { useEffect, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { onFirstUse } from './on-first-use';

/**
 * A request's shared schema, or a function that loads it: a page a visitor opens before signing
 * in loads its schema (and zod with it) only once it is used, so the page is interactive sooner
 * (issue 32's budget for form pages).
 */
export type SchemaSource<Output, Input> =
  | z.ZodType<Output, Input>
  | (() => Promise<z.ZodType<Output, Input>>);

/**
 * The schema's resolver, loaded with react-hook-form's zod resolver on the first check, or
 * earlier when the person first touches the page (`warm`).
 */
function loadedResolver<Input extends FieldValues, Output extends FieldValues>(
  source: SchemaSource<Output, Input>,
) {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const warm = () => {
    loading ??= Promise.all([
      typeof source === 'function' ? source() : source,
      import('@hookform/resolvers/zod'),
    ]).then(([schema, { zodResolver }]) => zodResolver(schema));
    return loading;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await warm())(values, context, options);
  return { resolver, warm };
}

/**
 * A form checked against a request's shared schema, as every form of the app is: errors show on
 * submit (not while the user is still typing), then each field is re-checked as it is corrected.
 * `errors`: the server's field messages the form is first rendered with (a refused plain post).
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues = Input>(
  schema: SchemaSource<Output, Input>,
  defaultValues: DefaultValues<Input>,
  errors?: FieldErrors<Input>,
) {
  // The first schema given is the form's: a function written inline is not loaded again.
  const [checker] = useState(() => loadedResolver(schema));
  const form = useForm<Input, unknown, Output>({
    resolver: checker.resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
    errors,
  });
  // Loaded once the person first uses the page, so the first check rarely waits.
  useEffect(() => onFirstUse(() => void checker.warm()), [checker]);
  return form;
}
