import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../auth/find-user';
import { loadConfig } from '../../config';
import { users } from '../../db/schema';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { insertUser } from './insert-user';
import { ensureSystemAccounts } from './system-accounts';

// Finding 1 of the security review (docs/security.md): the demo account exists from start-up
// and cannot be claimed.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the reserved demo account', () => {
  it('exists from start-up, before any demo visit, with no usable password', async () => {
    const demo = await findUserByEmail(t.database.db, t.deps.config.demo.email);
    expect(demo).toMatchObject({ isDemo: true, isSandbox: false, role: 'user' });
    const signIn = await t.client().post('/api/auth/sign-in', {
      email: t.deps.config.demo.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.status).toBe(401);
  });

  it('cannot be claimed by sign-up, in any case, nor can a sandbox address', async () => {
    for (const email of [t.deps.config.demo.email.toUpperCase(), 'demo-abc@demo-sandbox.invalid']) {
      for (const path of ['/api/auth/sign-up', '/api/auth/sign-up-premium']) {
        const response = await t.client().post(path, {
          email,
          password: TEST_PASSWORD,
          confirmPassword: TEST_PASSWORD,
          acceptTerms: true,
          acceptPrivacy: true,
          dataProtectionConsent: true,
        });
        expect(response.status).toBe(400);
        expect(response.json.error).toMatchObject({
          code: 'email_reserved',
          fields: { email: 'This email address is reserved. Please use your own email address.' },
        });
      }
    }
  });

  it('is_demo is the server’s alone: a sign-up that asks for it gets a normal account', async () => {
    const email = 'wants.demo@example.com';
    const response = await t.client().post('/api/auth/sign-up', {
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      acceptTerms: true,
      isDemo: true,
      is_demo: true,
    });
    expect(response.status).toBe(201);
    expect(response.json.user.isDemo).toBe(false);
    expect((await findUserByEmail(t.database.db, email))?.isDemo).toBe(false);
  });

  it('refuses ADMIN_EMAIL set to the demo address', () => {
    expect(() =>
      loadConfig({
        ADMIN_EMAIL: 'demo@planmyeldercare.com',
        ADMIN_PASSWORD: 'Admin#Password2026',
      }),
    ).toThrow(/ADMIN_EMAIL must not be the demo address/);
  });

  it('is repaired at start-up when someone had claimed its address', async () => {
    const claimed = await createTestApp();
    const { db } = claimed.database;
    const email = claimed.deps.config.demo.email;
    await db.delete(users).where(eq(users.email, email));
    const squatter = await insertUser(db, {
      email,
      password: TEST_PASSWORD,
      role: 'admin',
      subscriptionTier: 'premium',
    });
    const api = claimed.client();
    await api.post('/api/auth/sign-in', { email, password: TEST_PASSWORD });
    await claimed.verify(api, email);
    expect((await api.get('/api/tasks')).status).toBe(200);

    await ensureSystemAccounts(claimed.deps);
    const repaired = await findUserByEmail(db, email);
    expect(repaired).toMatchObject({ id: squatter.id, isDemo: true, role: 'user' });
    expect(repaired?.subscriptionTier).toBe('basic');
    expect((await api.get('/api/tasks')).status).toBe(401);
    const again = await claimed
      .client()
      .post('/api/auth/sign-in', { email, password: TEST_PASSWORD });
    expect(again.status).toBe(401);
    // The built-in pair now opens a sandbox, never the squatter's account.
    const demo = await claimed.client().post('/api/auth/sign-in', claimed.deps.config.demo);
    expect(demo.json.user.id).not.toBe(squatter.id);
    await claimed.close();
  });
});
