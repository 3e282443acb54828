import type { Context, MiddlewareHandler } from 'hono';
import type { Locale } from '../../shared/i18n/locales';
import { PAGE_ID_HEADER, PAGE_ID_PATTERN } from '../../shared/schemas/plan-events';
import type { AppEnv } from '../app-env';
import { unauthorized } from '../lib/app-error';
import { localeOf } from '../lib/request-locale';
import type { AuthContext } from './sessions';

/**
 * Who is making a request, for sessions and audit entries, and the locale it is answered in: the
 * language of the emails it causes to someone who has chosen none (issue 59).
 */
export type RequestInfo = { ipAddress: string; userAgent: string; locale?: Locale };

/**
 * Who is acting in a request: the signed-in user, their session, and where they are; `pageId`
 * names the page load that sent it, when it said (live changes name it, record 046); `locale`
 * the language and conventions they read the answer in (issue 59: the library's words in a
 * shared plan are each reader's own).
 */
export type Actor = AuthContext & RequestInfo & { pageId?: string; locale: Locale };

/** The env of a handler behind requireUser: `c.get('actor')` is always there. */
export type SignedInEnv = { Variables: AppEnv['Variables'] & { actor: Actor } };

/** The request's side of every service call: where it comes from, signed in or not. */
export function requestInfoOf<E extends AppEnv>(c: Context<E>): RequestInfo {
  return {
    ipAddress: c.get('clientAddress'),
    userAgent: c.req.header('user-agent') ?? '',
    locale: localeOf(c),
  };
}

/**
 * The signed-in user of a request, if any: for the few public paths that act on a session when
 * there is one (sign-out). Everything else reads `c.get('actor')` behind requireUser.
 */
export function actorOf<E extends AppEnv>(c: Context<E>): Actor | undefined {
  const auth = c.get('auth');
  const page = c.req.header(PAGE_ID_HEADER);
  const pageId = page && PAGE_ID_PATTERN.test(page) ? page : undefined;
  return auth && { ...auth, ...requestInfoOf(c), locale: localeOf(c), ...(pageId && { pageId }) };
}

/**
 * The one "signed-in user or 401" step. The guard has already applied the path's access rule;
 * this hands the handler a typed actor, so no handler checks for a session itself.
 */
export const requireUser: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  const actor = actorOf(c);
  if (!actor) throw unauthorized();
  c.set('actor', actor);
  await next();
};
