import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
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
import { ruleWordsFor } from './rule-words';

/**
 * A request's shared schema, or a function that loads it: a page a visitor opens before signing
 * in loads its schema (and zod with it) only once it is used, so the page is interactive sooner
 * (issue 32's budget for form pages).
 */
export type SchemaSource<Output, Input> =
  | z.ZodType<Output, Input>
  | (() => Promise<z.ZodType<Output, Input>>);

/** Each error's message (at any depth: a list's rows) written by `localize`. */
function localizedErrors<T>(errors: T, localize: (message: string) => string): T {
  if (Array.isArray(errors)) return errors.map((item) => localizedErrors(item, localize)) as T;
  if (!errors || typeof errors !== 'object') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => [
      key,
      key === 'message' && typeof value === 'string'
        ? localize(value)
        : key === 'ref'
          ? value
          : localizedErrors(value, localize),
    ]),
  ) as T;
}

/**
 * The schema's resolver, loaded with react-hook-form's zod resolver on the first check, or
 * earlier when the person first touches the page (`warm`). Its messages, the schemas' English,
 * are written in the reader's language (lib/rule-words.ts, loaded with it).
 */
function loadedResolver<Input extends FieldValues, Output extends FieldValues>(
  source: SchemaSource<Output, Input>,
  i18n: I18n,
) {
  let loading: Promise<[Resolver<Input, unknown, Output>, (message: string) => string]> | undefined;
  const warm = () => {
    loading ??= Promise.all([
      typeof source === 'function' ? source() : source,
      import('@hookform/resolvers/zod'),
      ruleWordsFor(i18n),
    ]).then(([schema, { zodResolver }, localize]) => [zodResolver(schema), localize]);
    return loading;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    const [check, localize] = await warm();
    const result = await check(values, context, options);
    // A passing check has no errors to write.
    if (Object.keys(result.errors).length === 0) return result;
    return { ...result, errors: localizedErrors(result.errors, localize) } as typeof result;
  };
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
  const { i18n } = useLingui();
  const [checker] = useState(() => loadedResolver(schema, i18n));
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
