import { createHmac, timingSafeEqual } from 'node:crypto';

// The token of an email's unsubscribe link (decision record 047): it names the user and the kind
// of email, signed with the app's auth secret, so the link works without signing in and without
// a database lookup. It never expires: an old email's link must still work (RFC 8058).

export const unsubscribeKinds = ['reminders', 'digest'] as const;
export type UnsubscribeKind = (typeof unsubscribeKinds)[number];

function signature(secret: string, body: string): Buffer {
  // Its own key, derived from the secret: a token signed for another purpose never verifies here.
  return createHmac('sha256', `unsubscribe:${secret}`).update(body).digest();
}

export function unsubscribeToken(secret: string, userId: string, kind: UnsubscribeKind): string {
  const body = Buffer.from(`${userId}:${kind}`).toString('base64url');
  return `${body}.${signature(secret, body).toString('base64url')}`;
}

export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: UnsubscribeKind } | undefined {
  const [body, signed, ...rest] = token.split('.');
  if (!body || !signed || rest.length > 0) return undefined;
  const expected = signature(secret, body);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const [userId, kind] = Buffer.from(body, 'base64url').toString().split(':');
  const known = unsubscribeKinds.find((name) => name === kind);
  if (!userId || !known) return undefined;
  return { userId, kind: known };
}
