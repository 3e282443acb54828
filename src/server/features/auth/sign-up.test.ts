import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countUsers = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;

const valid = {
  email: 'new.carer@example.com',
  password: TEST_PASSWORD,
  confirmPassword: TEST_PASSWORD,
  acceptTerms: true,
};

describe('POST /api/auth/sign-up', () => {
  it.each([
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [
      { password: 'Ab1!', confirmPassword: 'Ab1!' },
      'password',
      'Password must be at least 8 characters',
    ],
    [
      { password: 'abcdefg1!', confirmPassword: 'abcdefg1!' },
      'password',
      'Password must contain at least one uppercase letter',
    ],
    [
      { password: 'ABCDEFG1!', confirmPassword: 'ABCDEFG1!' },
      'password',
      'Password must contain at least one lowercase letter',
    ],
    [
      { password: 'Abcdefgh!', confirmPassword: 'Abcdefgh!' },
      'password',
      'Password must contain at least one number',
    ],
    [
      { password: 'Abcdefgh1', confirmPassword: 'Abcdefgh1' },
      'password',
      'Password must contain at least one special character',
    ],
    [{ confirmPassword: 'Different#2026' }, 'confirmPassword', "Passwords don't match"],
    [
      { acceptTerms: false },
      'acceptTerms',
      'You must accept the terms and privacy policy to continue',
    ],
  ])('refuses %o with the message for %s, changing nothing', async (change, field, message) => {
    const before = await countUsers();
    const api = t.client();
    const response = await api.post('/api/auth/sign-up', { ...valid, ...change });
    expect(response.status).toBe(400);
    expect(response.json.error.fields[field]).toBe(message);
    expect(api.cookies.size).toBe(0);
    expect(await countUsers()).toBe(before);
  });

  it('creates a basic account, emails a confirmation link and starts a session pending two-factor', async () => {
    const api = t.client();
    const response = await api.post('/api/auth/sign-up', valid);
    expect(response.status).toBe(201);
    expect(response.json.user).toMatchObject({
      email: valid.email,
      subscriptionTier: 'basic',
      isAdmin: false,
      isDemo: false,
    });
    expect(response.json.session.status).toBe('pending');
    const mail = t.deps.mailer.outbox.findLast((message) => message.to === valid.email);
    expect(mail?.subject).toBe('Confirm your PlanMyEldercare account');
    const link = /(http\S+confirm-email\?token=\S+)/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeDefined();

    const confirm = await api.get(
      new URL(link as string).pathname + new URL(link as string).search,
    );
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe('/?email_confirmed=1');
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${valid.email}`);
    expect(row?.emailConfirmedAt).toBeInstanceOf(Date);
  });

  it('refuses a tampered confirmation link', async () => {
    const response = await t.client().get('/api/auth/confirm-email?token=abc.123.def');
    expect(response.headers.get('location')).toBe('/?email_confirmed=0');
  });
});

describe('POST /api/auth/sign-up-premium', () => {
  const premium = {
    email: 'premium.carer@example.com',
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    dataProtectionConsent: true,
    acceptTerms: true,
    acceptPrivacy: true,
  };

  it.each([
    [{ confirmPassword: 'Other#20266' }, 'confirmPassword', 'Passwords do not match'],
    [{ acceptTerms: false }, 'acceptTerms', 'You must accept the terms and privacy policy'],
    [{ acceptPrivacy: false }, 'acceptPrivacy', 'You must accept the terms and privacy policy'],
    [
      { dataProtectionConsent: false },
      'dataProtectionConsent',
      'You must consent to data protection measures',
    ],
  ])('refuses %o with the message for %s', async (change, field, message) => {
    const response = await t.client().post('/api/auth/sign-up-premium', { ...premium, ...change });
    expect(response.status).toBe(400);
    expect(response.json.error.fields[field]).toBe(message);
  });

  it('stores the three consents and the premium tier, and starts no session', async () => {
    const api = t.client();
    const response = await api.post('/api/auth/sign-up-premium', premium);
    expect(response.status).toBe(201);
    expect(api.cookies.size).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${premium.email}`);
    expect(row).toMatchObject({
      subscriptionTier: 'premium',
      acceptedTerms: true,
      acceptedPrivacy: true,
      dataProtectionConsent: true,
    });
  });
});
