import type { z } from 'zod';
import type * as AuthSchemas from '../../../shared/schemas/auth';

// The sign-in and sign-up pages check their forms against the shared schemas, loaded (with zod)
// when the form is first used, not with the page (lib/use-schema-form.ts, issue 32's budget for
// form pages). The type import above is erased from the build.

type SchemaName = {
  [K in keyof typeof AuthSchemas]: (typeof AuthSchemas)[K] extends z.ZodType ? K : never;
}[keyof typeof AuthSchemas];

/** Loads one of the shared auth schemas by name. */
export function authSchema<K extends SchemaName>(name: K): () => Promise<(typeof AuthSchemas)[K]> {
  return async () => (await import('../../../shared/schemas/auth'))[name];
}
