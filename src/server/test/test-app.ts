import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { createApp } from '../app';
import { type AppDeps, createAppDeps } from '../app-deps';
import { type Config, loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { insertUser } from '../features/auth/insert-user';
import { ensureSystemAccounts } from '../features/auth/system-accounts';
import type { Clock } from '../lib/clock';
import { createLogger } from '../lib/logger';
import { ApiClient } from './api-client';
import { codeFrom } from './smtp-sink';
import { createTestDatabase } from './test-database';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private current: number;
  constructor(start = Date.parse('2026-01-15T09:00:00Z')) {
    this.current = start;
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const TEST_PASSWORD = 'Caregiver#2026';

/**
 * The real app on a fresh real database, with a controllable clock. Logs are kept in `logs`
 * (set LOG_LEVEL in env to see more or less); mail goes to the development outbox unless
 * SMTP_URL is given.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    client?: AppDeps['client'];
    /** A migrated database of the test's own (closed with the app); a fresh one otherwise. */
    database?: DatabaseHandle;
  } = {},
) {
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    // Documents are sealed with a key of the test's own, never one written to a data folder.
    DOCUMENT_KEYS: `test-1:${randomBytes(32).toString('base64')}`,
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const clock = new TestClock();
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const logger = createLogger(config, sink);
  const deps = await createAppDeps({ config, database, logger, clock, client: options.client });
  await ensureSystemAccounts(deps);
  const app = createApp(deps);

  const client = (headers?: Record<string, string>) => new ApiClient(app, headers);

  /** The code of the newest verification email to an address in the development outbox. */
  const latestCode = (email: string) => {
    const mail = deps.mailer.outbox.findLast(
      (message) =>
        message.to === email && /verification code|código de verificación/i.test(message.subject),
    );
    if (!mail) throw new Error(`no code was mailed to ${email}`);
    return codeFrom(mail.text);
  };

  /** Signs up a new account: the client holds a session pending two-factor. */
  const signUp = async (email = `user-${randomBytes(4).toString('hex')}@example.com`) => {
    const api = client();
    const response = await api.post('/api/auth/sign-up', {
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      acceptTerms: true,
    });
    if (response.status !== 201) throw new Error(`sign-up failed: ${response.text}`);
    return { api, email };
  };

  /** Sends and verifies a code for the client's pending session. */
  const verify = async (api: ApiClient, email: string, referenceId = newReferenceId()) => {
    const sent = await api.post('/api/auth/code/send', { referenceId });
    if (sent.status !== 200) throw new Error(`send failed: ${sent.text}`);
    const verified = await api.post('/api/auth/code/verify', {
      referenceId,
      code: latestCode(email),
    });
    if (verified.status !== 200) throw new Error(`verify failed: ${verified.text}`);
    return verified;
  };

  /** A signed-up, two-factor-verified user. */
  const signedInUser = async (email?: string) => {
    const { api, email: address } = await signUp(email);
    await verify(api, address);
    return { api, email: address };
  };

  /** A new administrator, signed in through the admin sign-in and its emailed code. */
  const signedInAdmin = async (email = `admin-${randomBytes(4).toString('hex')}@example.com`) => {
    await insertUser(database.db, { email, password: TEST_PASSWORD, role: 'admin' });
    const api = client();
    const response = await api.post('/api/auth/sign-in', {
      email,
      password: TEST_PASSWORD,
      adminLogin: true,
    });
    if (response.status !== 200) throw new Error(`admin sign-in failed: ${response.text}`);
    await verify(api, email);
    return { api, email };
  };

  return {
    app,
    deps,
    database,
    clock,
    logs,
    client,
    latestCode,
    signUp,
    verify,
    signedInUser,
    signedInAdmin,
    close: async () => {
      await deps.planEvents.stop();
      await deps.backups.stop();
      await deps.jobs.stop();
      await database.close();
    },
  };
}

export function newReferenceId(): string {
  return randomBytes(12).toString('base64url');
}
