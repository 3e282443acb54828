import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { runUserCommand } from './user-commands';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = (...argv: string[]) => runUserCommand(t.deps, { argv });

describe('the user commands', () => {
  it('create an admin who must still pass two-factor, then revoke the role', async () => {
    const email = 'ops@example.com';
    expect(await run('create-user', '--email', email, '--password', TEST_PASSWORD, '--admin')).toBe(
      `Created ${email} (admin, basic)`,
    );
    const api = t.client();
    const signIn = await api.post('/api/auth/sign-in', {
      email,
      password: TEST_PASSWORD,
      adminLogin: true,
    });
    expect(signIn.json.session.status).toBe('pending');
    await t.verify(api, email);
    expect((await api.get('/api/auth/admin-check')).json).toEqual({ isAdmin: true });

    expect(await run('revoke-admin', '--email', email)).toBe(`${email} is now a regular user`);
    expect((await api.get('/api/auth/admin-check')).json).toEqual({ isAdmin: false });
    expect(await run('grant-admin', '--email', 'OPS@example.com')).toBe(
      `${email} is now an administrator`,
    );
  });

  it('set the tier', async () => {
    const { api, email } = await t.signedInUser();
    expect(await run('set-tier', '--email', email, '--tier', 'premium')).toBe(
      `${email} is now on the premium plan`,
    );
    expect((await api.get('/api/auth/session')).json.user.subscriptionTier).toBe('premium');
  });

  it('refuse bad input with a clear message', async () => {
    await expect(
      run('set-tier', '--email', 'nobody@example.com', '--tier', 'premium'),
    ).rejects.toThrow('No account for nobody@example.com');
    await expect(
      run('create-user', '--email', 'x@example.com', '--password', 'short'),
    ).rejects.toThrow('--password: Password must be at least 8 characters');
    await expect(run('launch-rockets')).rejects.toThrow('Usage: npm run cli');
  });
});
