import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPROOF_WINDOW_MINUTES,
  WEBAUTHN_CHALLENGE_MINUTES,
} from '../../../shared/rules/sign-in-factors';
import { auditLogs, passkeys, securityEvents, users } from '../../db/schema';
import type { ApiClient } from '../../test/api-client';
import { SoftwareAuthenticator, type Tampering } from '../../test/software-authenticator';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { relyingParty } from './relying-party';

// Passkeys through the API (issue 57, record 095), with a software authenticator answering as a
// phone would, and lying where a test needs it to.

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  origin = relyingParty(t.deps.config).origin;
});
afterAll(() => t.close());

type Person = { api: ApiClient; email: string; device: SoftwareAuthenticator };

/** A verified person with a passkey named `name` on a device of their own. */
async function withPasskey(name = 'my phone', device = new SoftwareAuthenticator(origin)) {
  const { api, email } = await t.signedInUser();
  const added = await addPasskey({ api, email, device }, name);
  expect(added.status).toBe(201);
  return { api, email, device, added };
}

async function addPasskey(person: Person, name: string, tampering: Tampering = {}) {
  const options = await person.api.post('/api/passkeys/registration/options');
  expect(options.status).toBe(200);
  const response = person.device.register(options.json, tampering);
  return person.api.post('/api/passkeys', { name, response });
}

/** Signs in on a new browser with the device's passkey (the answer tampered with, if asked). */
async function signInWith(device: SoftwareAuthenticator, tampering: Tampering = {}, body = {}) {
  const api = t.client();
  const options = await api.post('/api/passkeys/sign-in/options');
  expect(options.status).toBe(200);
  const response = device.authenticate(options.json, tampering);
  const answer = await api.post('/api/passkeys/sign-in', { response, ...body });
  return { api, answer, response };
}

async function entriesOf(email: string, action: string) {
  return t.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.userEmail, email), eq(auditLogs.action, action)))
    .orderBy(desc(auditLogs.createdAt));
}

describe('adding a passkey', () => {
  it('stores it with its name, answers ten recovery codes the first time only, and lists no key', async () => {
    const { api, email, device, added } = await withPasskey('my phone');
    expect(added.json.passkey).toMatchObject({
      name: 'my phone',
      lastUsedAt: null,
      backedUp: false,
    });
    expect(added.json.recoveryCodes).toHaveLength(10);

    t.clock.advance(1_000);
    const second = await addPasskey({ api, email, device }, '  the kitchen tablet ');
    expect(second.status).toBe(201);
    expect(second.json.recoveryCodes).toBeUndefined();

    const list = await api.get('/api/passkeys');
    expect(list.status).toBe(200);
    expect(list.json.map((passkey: { name: string }) => passkey.name)).toEqual([
      'my phone',
      'the kitchen tablet',
    ]);
    // Nothing of the credential itself goes back to the browser.
    const [credentialId] = [...device.held.keys()];
    expect(list.text).not.toContain(credentialId);
    expect(Object.keys(list.json[0]).sort()).toEqual(
      ['backedUp', 'createdAt', 'id', 'lastUsedAt', 'name'].sort(),
    );
    const entries = await entriesOf(email, 'add_passkey');
    expect(entries.map((entry) => entry.details)).toEqual([
      { name: 'the kitchen tablet' },
      { name: 'my phone', recoveryCodesIssued: true },
    ]);
  });

  it('refuses a name with control characters, an empty one, or one too long, and stores nothing', async () => {
    const { api, email } = await t.signedInUser();
    const device = new SoftwareAuthenticator(origin);
    for (const name of ['my\u0007phone', '   ', 'x'.repeat(61)]) {
      const refused = await addPasskey({ api, email, device }, name);
      expect(refused.status).toBe(400);
      expect(refused.json.error.fields.name).toBeTruthy();
    }
    expect((await api.get('/api/passkeys')).json).toEqual([]);
  });

  it('refuses an answer for another origin or another site, and a replayed answer', async () => {
    const { api, email } = await t.signedInUser();
    const device = new SoftwareAuthenticator(origin);
    const person = { api, email, device };
    const elsewhere = await addPasskey(person, 'phone', { origin: 'https://evil.example' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json.error.code).toBe('passkey_not_accepted');
    const otherSite = await addPasskey(person, 'phone', { rpId: 'evil.example' });
    expect(otherSite.json.error.code).toBe('passkey_not_accepted');
    const unverified = await addPasskey(person, 'phone', { userVerified: false });
    expect(unverified.json.error.code).toBe('passkey_not_accepted');

    const options = await api.post('/api/passkeys/registration/options');
    const response = device.register(options.json);
    expect((await api.post('/api/passkeys', { name: 'phone', response })).status).toBe(201);
    const replayed = await api.post('/api/passkeys', { name: 'phone again', response });
    expect(replayed.status).toBe(400);
    expect(replayed.json.error.code).toBe('passkey_challenge_expired');
    expect((await api.get('/api/passkeys')).json).toHaveLength(1);
  });

  it("refuses another session's challenge and an expired one", async () => {
    const { api } = await t.signedInUser();
    const device = new SoftwareAuthenticator(origin);
    const other = await t.signedInUser();
    const options = await other.api.post('/api/passkeys/registration/options');
    const theirs = await api.post('/api/passkeys', {
      name: 'phone',
      response: device.register(options.json),
    });
    expect(theirs.json.error.code).toBe('passkey_challenge_expired');

    const mine = await api.post('/api/passkeys/registration/options');
    t.clock.advance(WEBAUTHN_CHALLENGE_MINUTES * 60_000 + 1_000);
    const late = await api.post('/api/passkeys', {
      name: 'phone',
      response: device.register(mine.json),
    });
    expect(late.json.error.code).toBe('passkey_challenge_expired');
  });

  it('needs a recent proof, which a passkey or the password gives', async () => {
    const { api, email, device } = await withPasskey();
    t.clock.advance((REPROOF_WINDOW_MINUTES + 1) * 60_000);
    await api.post('/api/auth/session/activity');
    const stale = await api.post('/api/passkeys/registration/options');
    expect(stale.status).toBe(403);
    expect(stale.json.error.code).toBe('reproof_required');

    const options = await api.post('/api/passkeys/reprove/options');
    expect(options.status).toBe(200);
    const reproved = await api.post('/api/passkeys/reprove', {
      response: device.authenticate(options.json),
    });
    expect(reproved.status).toBe(200);
    expect((await addPasskey({ api, email, device }, 'my laptop')).status).toBe(201);
    const [entry] = await entriesOf(email, 'confirm_with_passkey');
    expect(entry?.details).toMatchObject({ name: 'my phone' });
  });

  it('is refused to a session still waiting for its code, and to the demo', async () => {
    const { api: pending } = await t.signUp();
    expect((await pending.post('/api/passkeys/registration/options')).status).toBe(401);
    expect((await pending.get('/api/passkeys')).status).toBe(401);

    const demo = t.client();
    await demo.post('/api/auth/demo-sign-in');
    const refused = await demo.post('/api/passkeys/registration/options');
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('demo_restricted');
  });
});

describe('signing in with a passkey', () => {
  it('gives a verified session with no emailed code, and records the use', async () => {
    const { email, device } = await withPasskey('my phone');
    const mailed = t.deps.mailer.outbox.length;
    const { api, answer } = await signInWith(device);
    expect(answer.status).toBe(200);
    expect(answer.json.user.email).toBe(email);
    expect(t.deps.mailer.outbox.length).toBe(mailed);
    // A route for verified sessions only answers.
    expect((await api.get('/api/tasks')).status).toBe(200);
    const [listed] = (await api.get('/api/passkeys')).json;
    expect(listed.lastUsedAt).not.toBeNull();
    const logins = await entriesOf(email, 'login');
    expect(logins.map((entry) => entry.details)).toContainEqual({
      method: 'passkey',
      passkey: 'my phone',
    });
  });

  it('refuses a replayed answer', async () => {
    const { device } = await withPasskey();
    const { answer, response } = await signInWith(device);
    expect(answer.status).toBe(200);
    const replay = await t.client().post('/api/passkeys/sign-in', { response });
    expect(replay.status).toBe(400);
    expect(replay.json.error.code).toBe('passkey_challenge_expired');
  });

  it('refuses another origin, another site and a use without user verification, each in the log', async () => {
    const { email, device } = await withPasskey();
    for (const tampering of [
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
      { userVerified: false },
    ]) {
      const { answer } = await signInWith(device, tampering);
      expect(answer.status).toBe(400);
      expect(answer.json.error.code).toBe('passkey_not_accepted');
    }
    const refused = await entriesOf(email, 'passkey_refused');
    expect(refused.map((entry) => entry.details)).toEqual(
      Array(3).fill({ name: 'my phone', reason: 'not_verified' }),
    );
    expect((await signInWith(device)).answer.status).toBe(200);
  });

  it('refuses a copy whose counter does not go up, as a security event', async () => {
    const { email, device } = await withPasskey();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect((await signInWith(device)).answer.status).toBe(200);
    expect((await signInWith(device)).answer.status).toBe(200);
    // A copy made after the first use signs with the count it had then.
    const { answer } = await signInWith(device, { counter: 1 });
    expect(answer.status).toBe(400);
    expect(answer.json.error.code).toBe('passkey_not_accepted');
    const events = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, user?.id ?? ''));
    expect(events.map((event) => event.severity)).toContain('critical');
    const [entry] = await entriesOf(email, 'passkey_refused');
    expect(entry?.details).toMatchObject({ reason: 'counter' });
    expect((await signInWith(device)).answer.status).toBe(200);
  });

  it('lets an authenticator that never counts (counter 0) sign in again and again', async () => {
    const { device } = await withPasskey(
      'synced',
      new SoftwareAuthenticator(origin, { countsUses: false, backedUp: true }),
    );
    expect((await signInWith(device)).answer.status).toBe(200);
    const { api, answer } = await signInWith(device);
    expect(answer.status).toBe(200);
    expect((await api.get('/api/passkeys')).json[0].backedUp).toBe(true);
  });

  it('refuses a passkey the site does not know, as a security event', async () => {
    const stranger = new SoftwareAuthenticator(origin);
    const api = t.client();
    // A passkey made for this site's name, but never added here.
    stranger.register({
      rp: { id: relyingParty(t.deps.config).id, name: 'PlanMyEldercare' },
      user: { id: 'AAAA', name: 'someone', displayName: 'someone' },
      challenge: 'AAAA',
      pubKeyCredParams: [],
    });
    const options = await api.post('/api/passkeys/sign-in/options');
    const answer = await api.post('/api/passkeys/sign-in', {
      response: stranger.authenticate(options.json),
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error.code).toBe('passkey_not_recognised');
    const [event] = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.description, 'A passkey this site does not know was offered'));
    expect(event).toBeDefined();
  });

  it('signs an administrator in to the admin area, and refuses anyone else there', async () => {
    const admin = await t.signedInAdmin();
    const device = new SoftwareAuthenticator(origin);
    expect((await addPasskey({ ...admin, device }, 'admin phone')).status).toBe(201);
    const { api, answer } = await signInWith(device, {}, { adminLogin: true });
    expect(answer.status).toBe(200);
    expect((await api.get('/api/admin/users')).status).toBe(200);
    const logins = await entriesOf(admin.email, 'login');
    expect(logins.map((entry) => entry.details)).toContainEqual({
      method: 'admin_passkey',
      passkey: 'admin phone',
    });

    const member = await withPasskey();
    const refused = await signInWith(member.device, {}, { adminLogin: true });
    expect(refused.answer.status).toBe(403);
    expect(refused.answer.json.error.code).toBe('not_admin');
  });
});

describe('renaming and removing a passkey', () => {
  it('renames, and removes only with a recent proof; a removed passkey no longer signs in', async () => {
    const { api, email, device } = await withPasskey('my phone');
    const [passkey] = (await api.get('/api/passkeys')).json;
    const renamed = await api.request('PATCH', `/api/passkeys/${passkey.id}`, {
      name: 'old phone',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json.name).toBe('old phone');

    t.clock.advance((REPROOF_WINDOW_MINUTES + 1) * 60_000);
    await api.post('/api/auth/session/activity');
    const stale = await api.request('DELETE', `/api/passkeys/${passkey.id}`);
    expect(stale.status).toBe(403);
    expect(stale.json.error.code).toBe('reproof_required');
    expect((await api.post('/api/reprove/password', { password: TEST_PASSWORD })).status).toBe(200);
    const removed = await api.request('DELETE', `/api/passkeys/${passkey.id}`);
    expect(removed.status).toBe(200);
    expect((await api.get('/api/passkeys')).json).toEqual([]);
    const [entry] = await entriesOf(email, 'remove_passkey');
    expect(entry?.details).toEqual({ name: 'old phone' });

    const { answer } = await signInWith(device);
    expect(answer.json.error.code).toBe('passkey_not_recognised');
  });

  it("cannot touch another account's passkey", async () => {
    const owner = await withPasskey();
    const [passkey] = (await owner.api.get('/api/passkeys')).json;
    const { api } = await t.signedInUser();
    expect(
      (await api.request('PATCH', `/api/passkeys/${passkey.id}`, { name: 'mine' })).status,
    ).toBe(404);
    expect((await api.request('DELETE', `/api/passkeys/${passkey.id}`)).status).toBe(404);
    const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.id, passkey.id));
    expect(row?.name).toBe('my phone');
  });
});

describe('the audit log', () => {
  it('shows every addition, use, refusal and removal in words, filterable by action', async () => {
    const { api, device } = await withPasskey('my phone');
    const [passkey] = (await api.get('/api/passkeys')).json;
    await api.request('PATCH', `/api/passkeys/${passkey.id}`, { name: 'old phone' });
    const { api: again } = await signInWith(device);
    await signInWith(device, { origin: 'https://evil.example' });
    await again.request('DELETE', `/api/passkeys/${passkey.id}`);
    const log = await again.get('/api/audit/logs');
    expect(log.status).toBe(200);
    const sentences = log.json.entries.map((entry: { details: string }) => entry.details);
    expect(sentences).toEqual(
      expect.arrayContaining([
        'Added the passkey “my phone” and got recovery codes',
        'Renamed the passkey “my phone” to “old phone”',
        'Signed in with a passkey (“old phone”)',
        'The passkey “old phone” was refused: its answer could not be checked',
        'Removed the passkey “old phone”',
      ]),
    );
    const filtered = await again.get('/api/audit/logs?action=remove_passkey');
    expect(filtered.status).toBe(200);
    expect(filtered.json.entries).toHaveLength(1);
  });
});

describe('the passkey throttle', () => {
  it('stops a client address after its passkey attempts, with a wait', async () => {
    const limited = await createTestApp({ env: { THROTTLE_PASSKEY_PER_ADDRESS: '2' } });
    try {
      const api = limited.client();
      expect((await api.post('/api/passkeys/sign-in/options')).status).toBe(200);
      expect((await api.post('/api/passkeys/sign-in/options')).status).toBe(200);
      const third = await api.post('/api/passkeys/sign-in/options');
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});
