import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, badRequest } from './app-error';

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
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid input', { fields });
}
