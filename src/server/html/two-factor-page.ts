import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { isTwoFactorWay, type PostedForm, type TwoFactorValues } from '../../shared/page-forms';
import type { SessionState } from '../../shared/schemas/auth';
import type { TwoFactorWays } from '../../shared/schemas/sign-in-factors';
import type { AppEnv } from '../app-env';
import { type Api, apiHeaders, cookiePairs } from './api-as-visitor';

// The two-factor step of a sign-in sent as a plain post (record 052). The browser's scripts
// send the code when /mfa opens; without them, the server does it right after the password was
// accepted, and renders /mfa for that code (`/mfa?ref=<reference id>`). The code is posted back
// with its reference id and checked by the API's own route.

/**
 * Sends the code of a session just signed in with a password, as /mfa would on arrival, and
 * says where to go: /mfa rendered for that code, or /app (whose scripts open /mfa and send a code
 * themselves) when it could not be sent, e.g. while sending is throttled.
 */
export async function sendCodeAfterPost(
  api: Api,
  c: Context<AppEnv>,
  sessionCookies: string[],
): Promise<string> {
  const referenceId = randomBytes(12).toString('hex');
  // An account with an authenticator app is asked for its code first: no code is emailed
  // (record 096).
  const ways = await api.request(
    '/api/authenticator-app/two-factor-ways',
    { headers: apiHeaders(c, cookiePairs(sessionCookies)) },
    c.env,
  );
  const offered = ways.ok ? ((await ways.json()) as TwoFactorWays) : undefined;
  if (offered?.app) return `/mfa?ref=${referenceId}&way=app`;
  const sent = await api.request(
    '/api/auth/code/send',
    {
      method: 'POST',
      headers: apiHeaders(c, cookiePairs(sessionCookies)),
      body: JSON.stringify({ referenceId }),
    },
    c.env,
  );
  return sent.ok ? `/mfa?ref=${referenceId}` : '/app';
}

/** /mfa's state for the request's session still waiting for its code; undefined otherwise. */
export async function twoFactorState(
  api: Api,
  c: Context<AppEnv>,
  referenceId: string,
  /** The way asked for besides the emailed code, when one was (record 096). */
  way?: unknown,
): Promise<PostedForm | undefined> {
  if (!/^[0-9a-f]{8,64}$/i.test(referenceId)) return undefined;
  const answer = await api.request(
    '/api/auth/session',
    { headers: apiHeaders(c, c.req.header('cookie')) },
    c.env,
  );
  if (!answer.ok) return undefined;
  const state = (await answer.json()) as SessionState;
  if (state.session.status !== 'pending') return undefined;
  const values: TwoFactorValues = {
    email: state.user.email,
    referenceId,
    isAdminLogin: state.session.isAdminLogin,
    ...(isTwoFactorWay(way) && { way }),
  };
  return { path: '/mfa', values };
}
