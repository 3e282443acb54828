import { Hono } from 'hono';
import { unsubscribeSchema } from '../../../shared/schemas/calendar';
import type { AppEnv } from '../../app-env';
import { access } from '../../auth/access';
import { badRequest } from '../../lib/app-error';
import { parseJson, parseQuery } from '../../lib/validate';
import type { BaseDeps } from '../../service-deps';
import { unsubscribe } from './unsubscribe.service';

/** The path app.ts lets through Hono's csrf(): a mail provider's one-click POST has no Origin. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/email/unsubscribe';

const FORM = /^application\/x-www-form-urlencoded\b/i;

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
      .post('/unsubscribe', async (c) => {
        if (FORM.test(c.req.header('content-type') ?? '')) {
          const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
          if (form['List-Unsubscribe'] !== 'One-Click') {
            throw badRequest('Expected List-Unsubscribe=One-Click');
          }
          const { kind } = await unsubscribe(deps, parseQuery(c, unsubscribeSchema));
          return c.json({ success: true, kind });
        }
        const { kind } = await unsubscribe(deps, await parseJson(c, unsubscribeSchema));
        return c.json({ success: true, kind });
      })
  );
}
