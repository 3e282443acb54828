import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS_PER_CODE } from '../../shared/constants';
import { leads, users } from '../db/schema';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';
import { pageForms, shownValuesOf } from './page-forms';

// The forms a visitor meets before signing in, sent as plain form posts (record 052): the
// server sends each on to the API route its enhanced form calls, so the same rules, messages
// and throttles apply, and answers with the next page (303) or the page again with the API's
// status. (The page rendered again, with its messages and the values typed, is checked in the
// browser: e2e/forms-before-scripts.spec.ts.)

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true', THROTTLE_SIGN_IN_PER_ADDRESS: '3' } });
});
afterAll(() => t.close());

let visitorNumber = 0;

/** A browser's plain form post from its own address, with the cookies it holds. */
function formPost(
  path: string,
  fields: Record<string, string>,
  options: { origin?: string; address?: string; cookie?: string } = {},
) {
  return t.app.request(path, {
    method: 'POST',
    headers: {
      origin: options.origin ?? 'http://localhost',
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': options.address ?? `203.0.113.${++visitorNumber}`,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');

async function accountOf(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

const signUpFields = (email: string) => ({
  email,
  password: TEST_PASSWORD,
  confirmPassword: TEST_PASSWORD,
  acceptTerms: 'on',
});

describe('a page form sent as a plain post', () => {
  it('signs up, sends the code, and verifies it: the two-factor step as plain posts too', async () => {
    const email = 'plain-post@example.com';
    const answer = await formPost('/signup', signUpFields(email));
    expect(answer.status).toBe(303);
    const next = answer.headers.get('location') ?? '';
    expect(next).toMatch(/^\/mfa\?ref=[0-9a-f]{24}$/);
    const cookie = cookieOf(answer);
    const session = await t.app.request('/api/auth/session', { headers: { cookie } });
    expect(await session.json()).toMatchObject({ user: { email }, session: { status: 'pending' } });
    const referenceId = next.split('=')[1] ?? '';
    const code = t.latestCode(email);

    // The code's six boxes are posted as six fields named 'code'.
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await formPost('/mfa', { referenceId, code: wrong }, { cookie });
    expect(refused.status).toBe(400);
    const boxes = new URLSearchParams({ referenceId });
    for (const digit of code) boxes.append('code', digit);
    const verified = await t.app.request('/mfa', {
      method: 'POST',
      headers: {
        origin: 'http://localhost',
        'content-type': 'application/x-www-form-urlencoded',
        cookie,
      },
      body: boxes.toString(),
    });
    expect(verified.status).toBe(303);
    expect(verified.headers.get('location')).toBe('/app');
    const active = await t.app.request('/api/auth/session', {
      headers: { cookie: cookieOf(verified) || cookie },
    });
    expect(await active.json()).toMatchObject({ session: { status: 'active' } });
  });

  it('refuses a code that is not 6 digits in the spec words without spending an attempt, and trims one', async () => {
    const email = 'letters-in-code@example.com';
    const answer = await formPost('/signup', signUpFields(email));
    const cookie = cookieOf(answer);
    const referenceId = (answer.headers.get('location') ?? '').split('=')[1] ?? '';
    const code = t.latestCode(email);

    // More refusals than a code has attempts (spec section 9): none of them is counted. The
    // page rendered again shows the API's words (e2e/code-boxes.spec.ts); here, the API's answer.
    const api = t.client({ cookie });
    for (let post = 0; post <= OTP_MAX_ATTEMPTS_PER_CODE; post += 1) {
      const refused = await formPost('/mfa', { referenceId, code: 'ab1234' }, { cookie });
      expect(refused.status).toBe(400);
      const answer = await api.post('/api/auth/code/verify', { referenceId, code: '12 345' });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({
        error: { fields: { code: 'Please enter a complete 6-digit code' } },
      });
    }
    const verified = await formPost('/mfa', { referenceId, code: ` ${code} ` }, { cookie });
    expect(verified.status).toBe(303);
    expect(verified.headers.get('location')).toBe('/app');
  });

  it('refuses what the API refuses, with its status, and changes nothing', async () => {
    const email = 'refused-post@example.com';
    const unticked = await formPost('/signup', { ...signUpFields(email), acceptTerms: '' });
    // An empty value is still a ticked box as a browser posts it; an unticked box is left out.
    expect(unticked.status).toBe(303);
    const { acceptTerms: _left, ...withoutTerms } = signUpFields('unticked@example.com');
    const refused = await formPost('/signup', withoutTerms);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect(await accountOf('unticked@example.com')).toBeUndefined();
  });

  it('refuses a post from another site (403) before anything is read', async () => {
    const answer = await formPost('/signup', signUpFields('cross-site@example.com'), {
      origin: 'https://elsewhere.example',
    });
    expect(answer.status).toBe(403);
    expect(await accountOf('cross-site@example.com')).toBeUndefined();
  });

  it('counts sign-in attempts with the API: the same address is throttled across both', async () => {
    const { email } = await t.signedInUser();
    const address = '198.51.100.77';
    const wrong = { email, password: 'Wrong#Password1' };
    expect((await formPost('/login', wrong, { address })).status).toBe(401);
    const api = t.client({ 'x-forwarded-for': address });
    expect((await api.post('/api/auth/sign-in', wrong)).status).toBe(401);
    expect((await formPost('/login', wrong, { address })).status).toBe(401);
    const limited = await formPost('/login', { email, password: TEST_PASSWORD }, { address });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('signs in: the code is sent and the two-factor step follows', async () => {
    const { email } = await t.signedInUser();
    const codesTo = () => t.deps.mailer.outbox.filter((mail) => mail.to === email).length;
    const before = codesTo();
    const answer = await formPost('/login', { email, password: TEST_PASSWORD });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(/^\/mfa\?ref=/);
    expect(codesTo()).toBe(before + 1);
    // Anyone else at the admin form is refused as the API refuses them.
    const notAdmin = await formPost('/admin-login', { email, password: TEST_PASSWORD });
    expect(notAdmin.status).toBe(403);
  });

  it('keeps a checklist request and answers with the thank-you page', async () => {
    const answer = await formPost('/checklist', { firstName: 'Rosa', email: 'rosa@example.com' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/checklist/thank-you');
    const [row] = await t.database.db
      .select()
      .from(leads)
      .where(eq(leads.email, 'rosa@example.com'));
    expect(row?.firstName).toBe('Rosa');
  });

  it('brings back any other page unchanged, and an unknown one as 404', async () => {
    const other = await formPost('/privacy-policy', { anything: 'x' });
    expect(other.status).toBe(303);
    expect(other.headers.get('location')).toBe('/privacy-policy');
    expect((await formPost('/no-such-page', {})).status).toBe(404);
  });
});

describe('what a refused post shows again', () => {
  it('is every field but the passwords, a checkbox as ticked or not', () => {
    const shown = shownValuesOf(pageForms['/signup'] as never, {
      email: 'a@example.com',
      password: 'Secret#2026',
      confirmPassword: 'Secret#2026',
    });
    expect(shown).toEqual({ email: 'a@example.com', acceptTerms: false });
    expect(JSON.stringify(shown)).not.toContain('Secret');
  });
});
