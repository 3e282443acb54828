import { Hono, type MiddlewareHandler } from 'hono';
import { unsubscribeSchema } from '../../../shared/schemas/calendar';
import type { AppEnv } from '../../app-env';
import { access } from '../../auth/access';
import { badRequest } from '../../lib/app-error';
import { formBodyReader } from '../../lib/form-body';
import { givenParams, jsonBody, parseInput } from '../../lib/validate';
import type { BaseDeps } from '../../service-deps';
import { unsubscribe } from './unsubscribe.service';

/** The path app.ts lets through Hono's csrf(): a mail provider's one-click POST has no Origin. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/email/unsubscribe';

/** RFC 8058 section 3.1: the one-click body comes as either kind of form. */
const FORM = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * RFC 8058's one-click POST, answered here: the token in the URL's query, the body
 * `List-Unsubscribe=One-Click`. Any other request goes on to the JSON step. A body that is not
 * a readable form is answered 400 (issue 54).
 */
function oneClick(deps: BaseDeps): MiddlewareHandler<AppEnv> {
  const readForm = formBodyReader(deps);
  return async (c, next) => {
    if (!FORM.test(c.req.header('content-type') ?? '')) return next();
    const form = await readForm(c, `POST ${ONE_CLICK_UNSUBSCRIBE_PATH}`);
    if (form['List-Unsubscribe'] !== 'One-Click') {
      throw badRequest('Expected List-Unsubscribe=One-Click');
    }
    const query = givenParams(c.req.query());
    const { kind } = await unsubscribe(deps, parseInput(unsubscribeSchema, query));
    return c.json({ success: true, kind });
  };
}

/**
 * `POST /api/email/unsubscribe`, public. Two callers: a mail provider's RFC 8058 one-click POST
 * (the token in the List-Unsubscribe URL's query, the body `List-Unsubscribe=One-Click`), and the
 * /unsubscribe page's button (JSON `{ token }`). There is no GET: a link scanner that follows
 * the URL must not unsubscribe anyone.
 */
export function emailRoutes(deps: BaseDeps) {
  return (
    new Hono<AppEnv>()
      // Public for every method, so a scanner's GET is answered 404 (there is none), not 401.
      .use('/unsubscribe', access.public)
      // A mail provider's one-click form is answered by its own step; the page's JSON goes on.
      .post('/unsubscribe', oneClick(deps), jsonBody(unsubscribeSchema), async (c) => {
        const { kind } = await unsubscribe(deps, c.req.valid('json'));
        return c.json({ success: true, kind });
      })
  );
}
