import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFrom, startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, newReferenceId, TEST_PASSWORD, type TestApp } from '../../test/test-app';

// As in production: codes travel by real SMTP, and the logs must hold no secret.
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, LOG_LEVEL: 'trace' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('with SMTP configured', () => {
  it('emails the code over SMTP and logs no password, code or token', async () => {
    const { api, email } = await t.signUp();
    const referenceId = newReferenceId();
    expect((await api.post('/api/auth/code/send', { referenceId })).status).toBe(200);
    const mail = await smtp.waitFor(email, (message) => /verification code/.test(message.subject));
    const code = codeFrom(mail.text);
    const wrong = code === '000000' ? '111111' : '000000';
    await api.post('/api/auth/code/verify', { referenceId, code: wrong });
    expect((await api.post('/api/auth/code/verify', { referenceId, code })).status).toBe(200);
    await api.post('/api/auth/sign-in', { email, password: 'Wrong#Pass2026' });
    expect(t.deps.mailer.outbox).toHaveLength(0);

    const logs = t.logs.join('');
    expect(logs).toContain('"path":"/api/auth/code/verify"');
    for (const secret of [TEST_PASSWORD, 'Wrong#Pass2026', code, wrong, ...api.cookies.values()]) {
      expect(logs).not.toContain(secret);
    }
  });
});
