import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_SLOT, HEAD_SLOT } from './html/render-page';
import { createTestApp, type TestApp } from './test/test-app';

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-client-'));
const template = `<!doctype html><html><head><title>x</title>${HEAD_SLOT}</head><body><div id="root">${BODY_SLOT}</div></body></html>`;
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.writeFileSync(
  path.join(clientDir, 'assets', 'main-abc123.js'),
  `console.log(${'"x",'.repeat(2000)}1);`,
);
fs.writeFileSync(path.join(clientDir, 'index.html'), template);
fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

// What the build would have prerendered: a public page in full, the 404 page.
const prerendered = {
  en: {
    '/terms-of-service': '<main><h1>Terms of Service</h1></main>',
    '*': '<main><h1>Page not found</h1></main>',
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    client: { dir: clientDir, template, contentTemplate: template, prerendered },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('reports that the database answers', async () => {
    const response = await t.app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'up' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('reports 503 when the database does not answer', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'unavailable', database: 'down' });
  });
});

describe('pages', () => {
  it('answers a known path with the app page, its title and description', async () => {
    const response = await t.app.request('/terms-of-service');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Terms of Service - PlanMyEldercare</title>');
    expect(html).toContain('<meta name="description" content="The terms that govern');
    expect(html).not.toContain(HEAD_SLOT);
  });

  it('sends the page rendered at build time inside the root element, and nothing for others', async () => {
    const terms = await (await t.app.request('/terms-of-service')).text();
    expect(terms).toContain('<div id="root"><main><h1>Terms of Service</h1></main></div>');
    const missing = await (await t.app.request('/no-such-page')).text();
    expect(missing).toContain('<div id="root"><main><h1>Page not found</h1></main></div>');
    const other = await (await t.app.request('/privacy-policy')).text();
    expect(other).toContain('<div id="root"></div>');
  });

  it("starts the dashboard's session read with its HTML, and no others' on public pages", async () => {
    const dashboard = await (await t.app.request('/app')).text();
    expect(dashboard).toContain(
      '<link rel="preload" href="/api/auth/session" as="fetch" crossorigin />',
    );
    // Never every task of the plan: the dashboard opens with its overview (record 042).
    expect(dashboard).not.toContain('href="/api/tasks"');
    expect(await (await t.app.request('/')).text()).not.toContain('rel="preload"');
  });

  it('takes a sign-in form sent before hydration from our pages only, and logs no password', async () => {
    const post = (headers: Record<string, string>) =>
      t.app.request('/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: 'email=carer%40example.com&password=Typed%23Secret2026',
      });
    // Browsers send Origin with every form post: one without it, or from elsewhere, is refused.
    expect((await post({})).status).toBe(403);
    // Ours is sent on to the sign-in route (record 052): no such account, so refused as there.
    expect((await post({ origin: 'http://localhost' })).status).toBe(401);
    expect(t.logs.join('\n')).not.toContain('Typed');
    const unknown = t.app.request('/no-such-page', {
      method: 'POST',
      headers: { origin: 'http://localhost' },
    });
    expect((await unknown).status).toBe(404);
  });

  it('sets a dark theme before the first paint with a script the CSP allows by its hash', async () => {
    const response = await t.app.request('/terms-of-service');
    const html = await response.text();
    const script = html.match(/<script>(.*?)<\/script>/)?.[1] ?? '';
    expect(script).toContain('localStorage.getItem("ui-theme")');
    const hash = createHash('sha256').update(script).digest('base64');
    expect(response.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
    expect(response.headers.get('content-security-policy')).not.toContain(
      "unsafe-inline' ; script",
    );
  });

  it('answers an unknown path with 404 and the 404 page', async () => {
    const response = await t.app.request('/no-such-page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<title>Page not found - PlanMyEldercare</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<div id="root">');
  });

  it('never serves index.html raw, so every page gets its own head', async () => {
    const response = await t.app.request('/index.html');
    expect(response.status).toBe(404);
  });

  it('answers an unknown API path without a session with 401, revealing nothing', async () => {
    const response = await t.app.request('/api/no-such-thing');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it('sends the security headers with a Content-Security-Policy', async () => {
    const response = await t.app.request('/privacy-policy');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(response.headers.get('x-request-id')).toMatch(/.+/);
  });
});

describe('assets', () => {
  it('serves hashed assets compressed with a one-year immutable cache', async () => {
    const response = await t.app.request('/assets/main-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves other public files with a short cache', async () => {
    const response = await t.app.request('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers a missing asset with 404', async () => {
    const response = await t.app.request('/assets/missing.js');
    expect(response.status).toBe(404);
  });
});
