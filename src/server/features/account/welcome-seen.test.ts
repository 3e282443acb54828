import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client';
import { addMember } from '../../test/care-circle';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

// The welcome video shows once per account, on whichever device is first (record 088).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const welcomeSeen = async (api: ApiClient) =>
  (await api.get('/api/auth/session')).json.user.welcomeSeen as boolean;

/** The same account signed in again, as on another device. */
async function anotherDevice(email: string) {
  const api = t.client();
  const signedIn = await api.post('/api/auth/sign-in', { email, password: TEST_PASSWORD });
  expect(signedIn.status).toBe(200);
  await t.verify(api, email);
  return api;
}

describe('POST /api/account/welcome-seen', () => {
  it('is recorded on the account: another device of the same account does not show it', async () => {
    const { api, email } = await t.signedInUser();
    expect(await welcomeSeen(api)).toBe(false);

    const recorded = await api.post('/api/account/welcome-seen');
    expect(recorded.status).toBe(200);
    expect(recorded.json).toEqual({ welcomeSeen: true });
    expect(await welcomeSeen(api)).toBe(true);

    expect(await welcomeSeen(await anotherDevice(email))).toBe(true);
    // Closing it again changes nothing.
    expect((await api.post('/api/account/welcome-seen')).status).toBe(200);
    expect(await welcomeSeen(api)).toBe(true);
  });

  it('is each account’s own: an invited relative sees it once on their own account', async () => {
    const owner = await t.signedInUser();
    const relative = await t.signedInUser();
    await addMember(t, owner, relative, 'caregiver');
    await owner.api.post('/api/account/welcome-seen');

    expect(await welcomeSeen(relative.api)).toBe(false);
    await relative.api.post('/api/account/welcome-seen');
    expect(await welcomeSeen(relative.api)).toBe(true);
    expect(await welcomeSeen(await anotherDevice(relative.email))).toBe(true);
  });

  it('starts fresh with each demo: a sandbox records it, the next demo shows it again', async () => {
    const first = t.client();
    await first.post('/api/auth/demo-sign-in');
    expect(await welcomeSeen(first)).toBe(false);
    expect((await first.post('/api/account/welcome-seen')).status).toBe(200);
    expect(await welcomeSeen(first)).toBe(true);

    const next = t.client();
    await next.post('/api/auth/demo-sign-in');
    expect(await welcomeSeen(next)).toBe(false);
  });

  it('refuses a visitor who is not signed in', async () => {
    expect((await t.client().post('/api/account/welcome-seen')).status).toBe(401);
  });
});
