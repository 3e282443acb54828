import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../shared/routes';
import { cookieProblems, headerProblems } from '../test/security-expectations';
import { codeFrom, startSmtpSink } from '../test/smtp-sink';
import { createTestApp, newReferenceId, TEST_PASSWORD, type TestApp } from '../test/test-app';
import { BODY_SLOT, HEAD_SLOT } from './render-page';

// Issue 16, "Headers": in production mode, every page, file and error answer carries the
// security headers, and every step of signing in sets the session cookie Secure, HttpOnly,
// SameSite=Lax with the __Host- prefix. (Every API route for every caller: access-matrix.test.ts.)

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-client-'));
const template = `<!doctype html><html><head><title>x</title>${HEAD_SLOT}</head><body><div id="root">${BODY_SLOT}</div></body></html>`;
fs.writeFileSync(path.join(clientDir, 'index.html'), template);
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.writeFileSync(path.join(clientDir, 'assets', 'app-1234.js'), 'console.log(1)');
fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    env: { NODE_ENV: 'production', SMTP_URL: smtp.url, PUBLIC_URL: 'https://example.org' },
    client: { dir: clientDir, template, contentTemplate: template, prerendered: {} },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('security headers in production', () => {
  it('are on every page, file, search file and error', async () => {
    const paths = [
      ...appRoutes.map((route) => route.path),
      '/no-such-page',
      '/assets/app-1234.js',
      '/favicon.svg',
      '/robots.txt',
      '/sitemap.xml',
      '/api/health',
      '/api/tasks',
      '/api/no-such-route',
    ];
    const problems: string[] = [];
    for (const page of paths) {
      const response = await t.app.request(`https://example.org${page}`);
      for (const problem of headerProblems(page, response.headers)) {
        problems.push(`${page} (${response.status}): ${problem}`);
      }
    }
    const tooLarge = await t.client().post('/api/leads', { firstName: 'x'.repeat(70_000) });
    expect(tooLarge.status).toBe(413);
    problems.push(...headerProblems('/api/leads', tooLarge.headers));
    const crossSite = await t.client().request('POST', '/api/auth/sign-in', undefined, {
      origin: 'https://evil.example',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(crossSite.status).toBe(403);
    problems.push(...headerProblems('/api/auth/sign-in', crossSite.headers));
    expect(problems).toEqual([]);
  });

  it('give a built file a short policy under which, opened as a page, it runs nothing', async () => {
    const file = await t.app.request('https://example.org/assets/app-1234.js');
    expect(file.status).toBe(200);
    const policy = file.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'none'");
    expect(policy.length).toBeLessThan(100);
    const page = await t.app.request('https://example.org/login');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});

describe('the session cookie in production', () => {
  it('is Secure, HttpOnly, SameSite=Lax, __Host- at sign-up, code, sign-in, demo and sign-out', async () => {
    const api = t.client({ origin: 'https://example.org' });
    const email = `cookie-${newReferenceId().toLowerCase()}@example.com`;
    const steps: Array<[string, string[]]> = [];
    const record = async (step: string, answer: Promise<{ status: number; headers: Headers }>) => {
      const response = await answer;
      expect(response.status, step).toBeLessThan(300);
      steps.push([step, response.headers.getSetCookie()]);
    };
    await record(
      'sign-up',
      api.post('/api/auth/sign-up', {
        email,
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        acceptTerms: true,
      }),
    );
    const referenceId = newReferenceId();
    await record('send code', api.post('/api/auth/code/send', { referenceId }));
    const mail = await smtp.waitFor(email);
    await record(
      'verify',
      api.post('/api/auth/code/verify', { referenceId, code: codeFrom(mail.text) }),
    );
    await record('sign-out', api.post('/api/auth/sign-out'));
    await record('sign-in', api.post('/api/auth/sign-in', { email, password: TEST_PASSWORD }));
    await record('demo', t.client().post('/api/auth/demo-sign-in'));

    const set = steps.filter(([, cookies]) => cookies.length > 0).map(([step]) => step);
    expect(set).toEqual(['sign-up', 'verify', 'sign-out', 'sign-in', 'demo']);
    const problems = steps.flatMap(([step, cookies]) =>
      cookieProblems(cookies, true).map((problem) => `${step}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
