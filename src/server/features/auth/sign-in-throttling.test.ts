import { describe, expect, it } from 'vitest';
import { createTestApp, newReferenceId, TEST_PASSWORD } from '../../test/test-app';

// Limits against guessing (decision record 019): each case runs on an app of its own, with the
// limit under test set low.

describe('throttling', () => {
  it('limits sign-in per address, and a forged X-Forwarded-For does not escape it', async () => {
    const limited = await createTestApp({ env: { THROTTLE_SIGN_IN_PER_ADDRESS: '3' } });
    const attempt = (index: number) =>
      limited
        .client({ 'x-forwarded-for': `203.0.113.${index}` })
        .post('/api/auth/sign-in', { email: `x${index}@example.com`, password: 'Wrong#Pass2026' });
    for (let index = 0; index < 3; index++) expect((await attempt(index)).status).toBe(401);
    const blocked = await attempt(99);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    await limited.close();
  });

  it('limits sign-in per account from many addresses behind a trusted proxy', async () => {
    const limited = await createTestApp({
      env: { THROTTLE_SIGN_IN_PER_ACCOUNT_TOTAL: '2', TRUST_PROXY: 'true' },
    });
    const attempt = (index: number) =>
      limited
        .client({ 'x-forwarded-for': `198.51.100.${index}` })
        .post('/api/auth/sign-in', { email: 'target@example.com', password: 'Wrong#Pass2026' });
    expect((await attempt(1)).status).toBe(401);
    expect((await attempt(2)).status).toBe(401);
    expect((await attempt(3)).status).toBe(429);
    await limited.close();
  });

  it('a stranger guessing from one address cannot lock the owner out elsewhere', async () => {
    const limited = await createTestApp({
      env: { THROTTLE_SIGN_IN_PER_ACCOUNT: '3', TRUST_PROXY: 'true' },
    });
    const { email } = await limited.signUp();
    const from = (address: string, password: string) =>
      limited.client({ 'x-forwarded-for': address }).post('/api/auth/sign-in', { email, password });
    for (let i = 0; i < 3; i++) {
      expect((await from('203.0.113.9', 'Wrong#Pass2026')).status).toBe(401);
    }
    // The guesser's address is stopped, even with the right password...
    expect((await from('203.0.113.9', 'Wrong#Pass2026')).status).toBe(429);
    expect((await from('203.0.113.9', TEST_PASSWORD)).status).toBe(429);
    // ...while the owner, at home, signs in as usual.
    const owner = await from('198.51.100.20', TEST_PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.json.session.status).toBe('pending');
    await limited.close();
  });

  it('limits sign-up per address', async () => {
    const limited = await createTestApp({ env: { THROTTLE_SIGN_UP_PER_ADDRESS: '1' } });
    expect((await limited.signUp()).email).toContain('@');
    const second = await limited.client().post('/api/auth/sign-up', {
      email: 'second@example.com',
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      acceptTerms: true,
    });
    expect(second.status).toBe(429);
    await limited.close();
  });

  it('limits sending codes per account', async () => {
    const limited = await createTestApp({ env: { THROTTLE_SEND_CODE_PER_ACCOUNT: '1' } });
    const { api } = await limited.signUp();
    expect((await api.post('/api/auth/code/send', { referenceId: newReferenceId() })).status).toBe(
      200,
    );
    limited.clock.advance(61_000);
    expect((await api.post('/api/auth/code/send', { referenceId: newReferenceId() })).status).toBe(
      429,
    );
    await limited.close();
  });
});
