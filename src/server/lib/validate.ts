import { zValidator } from '@hono/zod-validator';
import { z } from 'zod';
import { AppError, badRequest, notFound } from './app-error';

// A route's input, declared where the route is (issue 34, decision record 081): its path ids, its
// query and its JSON body, each checked by a step of the route (@hono/zod-validator) against a
// shared schema before the handler runs, which reads them with `c.req.valid(...)`. Bad input is
// answered as it always was: 400 with the first message and one per field, in the spec's words;
// nothing is changed.

const uuid = z.uuid();

/** A path id that is not a UUID cannot name anything: 404, before touching the database. */
export function pathId(value: string | undefined, message?: string): string {
  if (!uuid.safeParse(value).success) throw notFound(message);
  return value as string;
}

/** Zod's verdict as a 400: the first message, and each field's first message ('_': the whole). */
function invalid(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return badRequest(error.issues[0]?.message ?? 'Invalid input', { fields });
}

/** `input` parsed with `schema`, or the 400 above: for a route that takes its input two ways. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}

const JSON_TYPE = /^application\/json\b/i;

/** How Hono's JSON step refuses a body that does not parse; app.ts answers it as bad input. */
export const MALFORMED_JSON = 'Malformed JSON in request body';

/**
 * The route's JSON body, parsed with a shared schema. Only JSON: a cross-site form or a
 * text/plain post cannot reach a handler this way (415).
 */
export const jsonBody = <S extends z.ZodType>(schema: S) =>
  zValidator('json', schema, (result, c) => {
    if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) {
      throw new AppError(415, 'unsupported_media_type', 'Send the request as application/json');
    }
    if (!result.success) throw invalid(result.error);
  });

/** A query's parameters without the empty ones: an empty parameter counts as not given. */
export const givenParams = <V>(query: Record<string, V>): Record<string, V> =>
  Object.fromEntries(Object.entries(query).filter(([, given]) => given !== ''));

/** The route's query string, parsed with a shared schema; empty parameters count as not given. */
export const queryOf = <S extends z.ZodType>(schema: S) =>
  zValidator(
    'query',
    schema,
    (result) => {
      if (!result.success) throw invalid(result.error);
    },
    {
      // The result's type is the library's name for the same zod result.
      validationFunction: (querySchema, value) =>
        querySchema.safeParseAsync(givenParams(value)) as never,
    },
  );

/**
 * The route's path ids: each must be a UUID, else the route answers 404 (with `message`, or the
 * usual 'not found') before anything reads the database.
 */
export function pathIds<K extends string>(names: readonly K[], message?: string) {
  const shape = Object.fromEntries(names.map((name) => [name, uuid]));
  const schema = z.object(shape) as unknown as z.ZodType<Record<K, string>>;
  return zValidator('param', schema, (result) => {
    if (!result.success) throw notFound(message);
  });
}
