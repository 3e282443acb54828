import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

// /mfa's authenticator app and recovery code forms sent as plain posts, before scripts run
// (records 052, 096): a sign-in of an account with an app is asked for the app's code, with no
// code emailed, and the post goes to the app's (or the recovery code's) own route.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function formPost(path: string, fields: [string, string][], cookie?: string) {
  return t.app.request(path, {
    method: 'POST',
    headers: {
      origin: 'http://localhost',
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');

const codeOf = (secret: string) =>
  generate({
    secret: secret.replace(/\s/g, ''),
    epoch: Math.floor(t.clock.now().getTime() / 1000),
  });

/** Signs in with the password as a plain post: where it leads, and the session's cookie. */
async function passwordPost(email: string) {
  const answer = await formPost('/login', [
    ['email', email],
    ['password', TEST_PASSWORD],
  ]);
  expect(answer.status).toBe(303);
  return { next: answer.headers.get('location') ?? '', cookie: cookieOf(answer) };
}

describe('the two-factor step of an account with an authenticator app, as plain posts', () => {
  it('asks for the app code (no email), takes it from the six boxes, and a recovery code too', async () => {
    const { api, email } = await t.signedInUser();
    const secret = (await api.post('/api/authenticator-app/setup')).json.secret;
    const confirmed = await api.post('/api/authenticator-app/confirm', {
      code: await codeOf(secret),
    });
    const recoveryCodes: string[] = confirmed.json.recoveryCodes;
    t.clock.advance(30_000);

    const mailed = t.deps.mailer.outbox.length;
    const { next, cookie } = await passwordPost(email);
    expect(next).toMatch(/^\/mfa\?ref=[0-9a-f]{24}&way=app$/);
    expect(t.deps.mailer.outbox.length).toBe(mailed);
    const referenceId = new URLSearchParams(next.split('?')[1]).get('ref') ?? '';

    const wrong = await formPost(
      '/mfa',
      [
        ['referenceId', referenceId],
        ['way', 'app'],
        ...[...'000000'].map((d): [string, string] => ['code', d]),
      ],
      cookie,
    );
    expect(wrong.status).toBe(400);
    const code = await codeOf(secret);
    const boxes = [...code].map((digit): [string, string] => ['code', digit]);
    const verified = await formPost(
      '/mfa',
      [['referenceId', referenceId], ['way', 'app'], ...boxes],
      cookie,
    );
    expect(verified.status).toBe(303);
    expect(verified.headers.get('location')).toBe('/app');
    const session = await t.app.request('/api/auth/session', {
      headers: { cookie: cookieOf(verified) },
    });
    expect((await session.json()).session.status).toBe('active');

    // A recovery code, typed into its one box.
    const again = await passwordPost(email);
    const ref = new URLSearchParams(again.next.split('?')[1]).get('ref') ?? '';
    const recovered = await formPost(
      '/mfa',
      [
        ['referenceId', ref],
        ['way', 'recovery'],
        ['code', recoveryCodes[0] ?? ''],
      ],
      again.cookie,
    );
    expect(recovered.status).toBe(303);
    expect(recovered.headers.get('location')).toBe('/app');
  });

  it('still emails a code to an account without an app', async () => {
    const { email } = await t.signedInUser();
    const { next } = await passwordPost(email);
    expect(next).toMatch(/^\/mfa\?ref=[0-9a-f]{24}$/);
  });
});
