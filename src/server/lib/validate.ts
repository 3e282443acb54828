import type { Context } from 'hono';
import { z } from 'zod';
import { AppError, badRequest, notFound } from './app-error';

const uuid = z.uuid();

/** A path id that is not a UUID cannot name anything: 404, before touching the database. */
export function pathId(value: string | undefined, message?: string): string {
  if (!uuid.safeParse(value).success) throw notFound(message);
  return value as string;
}

/**
 * Parses a JSON body with a shared schema. A bad body answers 400 with the first message and
 * one message per field, in the spec's words; nothing is changed.
 */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  // Only JSON: a cross-site form or text/plain post cannot reach a handler this way.
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
    throw new AppError(415, 'unsupported_media_type', 'Send the request as application/json');
  }
  const body = await c.req.json().catch(() => undefined);
  return parseWith(schema, body ?? {});
}

/** Parses a query string with a shared schema; empty parameters count as not given. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const given = Object.entries(c.req.query()).filter(([, value]) => value !== '');
  return parseWith(schema, Object.fromEntries(given));
}

function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid input', { fields });
}
