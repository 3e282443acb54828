import type { Context } from 'hono';
import { badRequest } from './app-error';
import type { Clock } from './clock';
import type { Logger } from './logger';
import { throttledWarning } from './throttled-warning';

// A form body (urlencoded or multipart) as the routes that take one read it: the upload, the
// page forms' plain posts and the one-click unsubscribe. A body that cannot be read (garbage,
// truncated, no boundary or another one, a `%` that decodes to nothing or bytes that are not
// UTF-8) is the sender's mistake, not ours: 400 in our usual error body, and a warning naming
// the route and the kind of failure, never the body, at most once a minute a route (issue 54).

/** The fields of a form, each field's values in order when read with `all`. */
export type FormFields = Record<string, string | File | (string | File)[]>;

export const MALFORMED_FORM_MESSAGE =
  'The form could not be read. Please reload the page and send it again.';

type Failure = 'unreadable' | 'encoding' | 'multipart';

const URLENCODED = /^application\/x-www-form-urlencoded\b/i;
const MULTIPART = /^multipart\/form-data\b/i;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Whether a urlencoded body is what a browser sends: UTF-8, with every `%` starting an escape
 * that decodes to UTF-8. (The standard parser would let '%E0%A4%A' through as other text.)
 */
function wellEncoded(bytes: ArrayBuffer): boolean {
  try {
    for (const part of strictUtf8.decode(bytes).split('&')) {
      decodeURIComponent(part.replace(/\+/g, ' '));
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * A reader of form bodies for a part of the app, with its own throttled warning. `route` names
 * the route in the warning (a fixed name such as 'POST /login', never a path with an id in it).
 * It throws only that 400 (an AppError with MALFORMED_FORM_MESSAGE), for a body it cannot read.
 */
export function formBodyReader(deps: { logger: Logger; clock: Clock }) {
  const warn = throttledWarning(deps);
  return async (
    c: Context,
    route: string,
    options: { all?: boolean } = {},
  ): Promise<FormFields> => {
    const refuse = (kind: Failure) => {
      warn(route, { route, kind }, 'a malformed form body was refused');
      return badRequest(MALFORMED_FORM_MESSAGE, { fields: {} });
    };
    const type = c.req.header('content-type') ?? '';
    let bytes: ArrayBuffer;
    try {
      // Read once and kept by Hono: the parser below reads the same bytes.
      bytes = await c.req.arrayBuffer();
    } catch {
      throw refuse('unreadable');
    }
    if (URLENCODED.test(type) && !wellEncoded(bytes)) throw refuse('encoding');
    try {
      return (await c.req.parseBody(options)) as FormFields;
    } catch {
      throw refuse(MULTIPART.test(type) ? 'multipart' : 'unreadable');
    }
  };
}
