import { afterEach, describe, expect, it } from 'vitest';
import { cookieProblems } from '../test/security-expectations';
import { createTestApp, type TestApp } from '../test/test-app';

// Finding 18 of docs/security.md: the session cookie's Secure flag and __Host- prefix follow the
// scheme of PUBLIC_URL, not NODE_ENV. A production server a family runs over plain HTTP on its
// home network must still be able to sign people in; a test or development server behind HTTPS
// must still keep the cookie off plain HTTP.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The demo's sign-in sets the session cookie for anyone: its Set-Cookie and the next answer. */
async function demoCookie(env: { PUBLIC_URL: string } & Record<string, string>) {
  t = await createTestApp({ env });
  const api = t.client({ origin: env.PUBLIC_URL });
  const signedIn = await api.post('/api/auth/demo-sign-in');
  expect(signedIn.status).toBeLessThan(300);
  const cookies = signedIn.headers.getSetCookie();
  const session = await api.get('/api/auth/session');
  return { cookies, session };
}

describe('the session cookie', () => {
  it('is Secure with the __Host- prefix when PUBLIC_URL is https, even outside production', async () => {
    const { cookies, session } = await demoCookie({
      NODE_ENV: 'test',
      PUBLIC_URL: 'https://care.example.org',
    });
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^__Host-pme_session=/);
    expect(cookieProblems(cookies, true)).toEqual([]);
    expect(session.status).toBe(200);
  });

  it('is not Secure when PUBLIC_URL is plain http, even in production, and still signs in', async () => {
    const { cookies, session } = await demoCookie({
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://family-computer.home:3000',
      // Production insists on a mail server; nothing is sent in this test.
      SMTP_URL: 'smtp://127.0.0.1:1',
    });
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^pme_session=/);
    expect(cookies[0]?.toLowerCase()).not.toMatch(/;\s*secure/);
    expect(cookieProblems(cookies, false)).toEqual([]);
    expect(session.status).toBe(200);
  });
});
