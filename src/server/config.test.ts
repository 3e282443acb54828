import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { envSchema } from './config-schema';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      trustProxy: false,
      publicUrl: 'http://localhost:3000',
    });
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/pme',
      DATABASE_URL: 'postgres://app@db:5432/pme',
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://planmyeldercare.example/',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/pme',
      databaseUrl: 'postgres://app@db:5432/pme',
      trustProxy: true,
      publicUrl: 'https://planmyeldercare.example',
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['TRUST_PROXY', 'maybe'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
  ])('stops on a bad %s with one line naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
      expect(message).toContain(`(got "${value}")`);
      expect(message).not.toContain('\n');
    }
  });

  it.each([
    ['AUTH_SECRET', 'too-short-secret'],
    ['ADMIN_PASSWORD', 'short'],
    ['METRICS_TOKEN', 'short-token'],
    ['DOCUMENT_KEYS', 'k1:c2hvcnQ='],
  ])('names a bad %s without showing its value', (name, value) => {
    try {
      loadConfig({ [name]: value, ADMIN_EMAIL: 'admin@example.com' });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
      expect(message).not.toContain(value);
    }
  });

  it('refuses production without SMTP, so codes never go to the logs', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: SMTP_URL must be set in production (sign-in codes are emailed)',
    );
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:587' }).mail.smtpUrl).toBe(
      'smtp://mail:587',
    );
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.com' })).toThrow(
      'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  });

  it('reads the time limits, so tests and operators can tune them', () => {
    const config = loadConfig({ SESSION_IDLE_TIMEOUT_SECONDS: '125', OTP_RESEND_SECONDS: '3' });
    expect(config.session.idleMs).toBe(125_000);
    expect(config.otp.resendMs).toBe(3_000);
    expect(loadConfig({}).session).toEqual({
      idleMs: 15 * 60_000,
      pendingIdleMs: 120 * 60_000,
      absoluteMs: 8 * 3_600_000,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });
});

describe('the README', () => {
  // Issue 34: the table had drifted to 23 of the variables; an operator reads it, not the schema.
  it('has a row in its configuration table for every variable the server reads, and no other', () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('| variable'));
    const rows = table.slice(0, table.indexOf('\n\n')).split('\n');
    const documented = rows.map((row) => row.match(/^\| `([A-Z0-9_]+)`/)?.[1]).filter(Boolean);
    expect(documented.sort()).toEqual(Object.keys(envSchema.shape).sort());
  });
});
