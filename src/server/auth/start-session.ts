import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Executor } from '../db/client';
import type { UserRow } from '../db/schema';
import { keepLocale, localeOf } from '../lib/request-locale';
import type { SigningDeps } from '../service-deps';
import type { RequestInfo } from './require-user';
import { writeSessionCookie } from './session-cookie';
import { type AuthContext, createSession, type StandIn, toSessionState } from './sessions';

export type StartedSession = { token: string; auth: AuthContext };

/**
 * The one way a session starts (sign-in, demo, sign-up, code verified): a row holding only the
 * token's hash. `db` may be a transaction, so the session commits with what it belongs to.
 */
export async function startSession(
  deps: SigningDeps,
  db: Executor,
  input: {
    user: UserRow;
    request: RequestInfo;
    verified: boolean;
    isAdminLogin?: boolean;
    /** A sign-up with a taken address (decision record 018). */
    standIn?: StandIn;
    /** When it starts, if not now: a sign-up's session starts when its account is made. */
    now?: Date;
  },
): Promise<StartedSession> {
  const now = input.now ?? deps.clock.now();
  const { token, session } = await createSession(db, deps.config, now, {
    userId: input.user.id,
    ...input.request,
    verified: input.verified,
    isAdminLogin: input.isAdminLogin ?? false,
    standIn: input.standIn,
  });
  return { token, auth: { session, user: input.user } };
}

/** Answers with a started session: the cookie, and the session state the client reads. */
export function respondWithSession(
  c: Context,
  deps: SigningDeps,
  started: StartedSession,
  extra: Record<string, unknown> = {},
  status: ContentfulStatusCode = 200,
) {
  writeSessionCookie(c, deps.config, started.token);
  // The account's language and region follow it to this browser (record 100). A sign-up's
  // stand-in (record 018) keeps the request's, as the new account it answers like would: a
  // sign-up's answer is the same whether or not its address was taken.
  const { locale } = started.auth.user;
  const kept = started.auth.session.standInUserId ? localeOf(c) : locale;
  if (kept) keepLocale(c, deps.config, kept);
  return c.json(
    { ...toSessionState(deps.config, started.auth, deps.clock.now()), ...extra },
    status,
  );
}
