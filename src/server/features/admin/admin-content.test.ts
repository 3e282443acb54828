import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carriesCustomCode } from '../../../shared/app-route';
import { appRoutes } from '../../../shared/routes';
import { securityEvents } from '../../db/schema';
import { HEAD_SCRIPT_CSP_SOURCE } from '../../html/head-script';
import { BODY_SLOT, HEAD_SLOT } from '../../html/render-page';
import type { ApiClient } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';

// The Content tab through the API, and what it does to the pages the server sends (decision D5,
// record 038): SEO settings in the title, description and robots of a path; custom code in the
// head and body of public pages only, under a CSP relaxed on those pages alone.

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-client-'));
const template = `<!doctype html><html><head><title>x</title>${HEAD_SLOT}</head><body><div id="root">${BODY_SLOT}</div><script type="module" src="/assets/main.js"></script></body></html>`;
fs.writeFileSync(path.join(clientDir, 'index.html'), template);

let t: TestApp;
let admin: { api: ApiClient; email: string };
beforeAll(async () => {
  t = await createTestApp({
    client: { dir: clientDir, template, contentTemplate: template, prerendered: {} },
  });
  admin = await t.signedInAdmin();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const MINUTE = 60_000;
const page = async (pathname: string) => {
  const response = await t.app.request(pathname);
  return { html: await response.text(), csp: response.headers.get('content-security-policy') };
};
const saveSeo = (body: Record<string, unknown>) => admin.api.request('PUT', '/api/admin/seo', body);
const saveCode = (api: ApiClient, headCode: string, bodyCode: string) =>
  api.request('PUT', '/api/admin/custom-code', { headCode, bodyCode });

describe('SEO settings', () => {
  it('change the title, description and robots the server sends for that path', async () => {
    const saved = await saveSeo({
      pagePath: '/',
      title: 'Eldercare $& planning <for families>',
      metaDescription: 'Plan care for Mum & Dad: "one list"',
      noIndex: true,
    });
    expect(saved.status).toBe(200);
    const { html } = await page('/');
    expect(html).toContain('<title>Eldercare $&amp; planning &lt;for families&gt;</title>');
    expect(html).toContain(
      '<meta name="description" content="Plan care for Mum &amp; Dad: &quot;one list&quot;" />',
    );
    expect(html).toContain('<meta name="robots" content="noindex" />');
    // The app reads the same on navigation, from a data block that runs nothing.
    const data = html.match(/<script type="application\/json" id="page-settings">(.*?)<\/script>/);
    expect(JSON.parse(data?.[1] ?? '{}').seo['/']).toEqual({
      title: 'Eldercare $& planning <for families>',
      metaDescription: 'Plan care for Mum & Dad: "one list"',
      noIndex: true,
    });
    expect(data?.[1]).not.toContain('<');

    const listed = (await admin.api.get('/api/admin/seo')).json;
    expect(listed.map((setting: { pagePath: string }) => setting.pagePath)).toEqual([
      '/',
      '/login',
      '/signup',
      '/app',
      '/profile',
      '/community',
      '/admin',
    ]);
    expect(listed[0]).toMatchObject({ title: 'Eldercare $& planning <for families>' });

    // Emptied, the page's own words come back; other pages never changed.
    await saveSeo({ pagePath: '/', title: '', metaDescription: '', noIndex: false });
    const restored = (await page('/')).html;
    expect(restored).toContain('<title>PlanMyEldercare - Eldercare planning');
    expect(restored).not.toContain('noindex');
    expect((await page('/login')).html).toContain('<title>Sign in - PlanMyEldercare</title>');
  });

  it('apply to signed-in pages too, which stay out of search engines', async () => {
    await saveSeo({ pagePath: '/app', title: 'My care plan', metaDescription: '', noIndex: false });
    const { html } = await page('/app');
    expect(html).toContain('<title>My care plan</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('are offered for the spec’s pages only, with limits and no control characters', async () => {
    const other = await saveSeo({
      pagePath: '/terms-of-service',
      title: 'x',
      metaDescription: '',
      noIndex: false,
    });
    expect(other.status).toBe(400);
    const long = await saveSeo({
      pagePath: '/',
      title: 'x'.repeat(201),
      metaDescription: '',
      noIndex: false,
    });
    expect(long.json.error.fields.title).toBe('Title must be at most 200 characters');
    const control = await saveSeo({
      pagePath: '/',
      title: 'a\u0000b',
      metaDescription: '',
      noIndex: false,
    });
    expect(control.status).toBe(400);
    const [entry] = (await admin.api.get('/api/admin/seo')).json;
    expect(entry.title).toBe('');
  });
});

describe('custom code', () => {
  const head = '<script>window.dataLayer=[]; /* $& <!--app-body--> */</script>';
  const body = '<noscript><img src="https://pixel.example/p.gif" alt=""></noscript>';

  it('goes into the head and body of public pages where nobody types, with a CSP relaxed there alone', async () => {
    expect((await saveCode(admin.api, head, body)).status).toBe(200);

    const typeNothing = appRoutes.filter((route) => carriesCustomCode(route)).map((r) => r.path);
    expect(typeNothing).toEqual([
      '/',
      '/original-homepage',
      '/checklist/thank-you',
      '/influencer-list',
      '/logo-showcase',
      '/social-media-logo',
      '/terms-of-service',
      '/privacy-policy',
    ]);
    for (const pathname of typeNothing) {
      const { html, csp } = await page(pathname);
      expect(html.indexOf(head), pathname).toBeLessThan(html.indexOf('</head>'));
      expect(html.indexOf(head), pathname).toBeGreaterThan(0);
      expect(html.indexOf(body), pathname).toBeGreaterThan(html.indexOf('<div id="root">'));
      expect(html).toMatch(new RegExp(`${body.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\n</body>`));
      // The app's own markers are filled once, in their own places.
      expect(html).toContain('<div id="root"></div>');
      expect(csp).toContain("script-src 'self' 'unsafe-inline' https:");
      expect(csp).toContain("img-src 'self' data: https:");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('sha256');
    }
  });

  it('never goes on signed-in pages, pages with a form or the 404 page, which keep the strict CSP', async () => {
    for (const pathname of [
      // Public pages where people type a name, an email, a task or a card number.
      '/checklist',
      '/demo',
      '/membership-upsell',
      '/premium-subscription-access',
      '/checklist/print',
      '/join',
      '/unsubscribe',
      '/app',
      '/profile',
      '/community',
      '/audit-logs',
      '/admin',
      '/admin/release-notes',
      '/login',
      '/signup',
      '/signup-premium',
      '/mfa',
      '/admin-login',
      '/no-such-page',
    ]) {
      const { html, csp } = await page(pathname);
      expect(html, pathname).not.toContain('dataLayer');
      expect(html, pathname).not.toContain('pixel.example');
      expect(csp, pathname).toContain(`script-src 'self' ${HEAD_SCRIPT_CSP_SOURCE}`);
      // No bare https: source anywhere: only the named video origins.
      expect(csp, pathname).not.toMatch(/\shttps:(\s|;|$)/);
    }
    const { html } = await page('/app');
    const data = html.match(/id="page-settings">(.*?)<\/script>/)?.[1] ?? '{}';
    expect(JSON.parse(data)).toMatchObject({ customCode: true, customCodeHere: false });
  });

  it('is recorded as a security event naming who changed what', async () => {
    const [event] = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.severity, 'warning'));
    expect(event?.description).toMatch(
      new RegExp(
        `^Custom code changed by ${admin.email}: head code set to ${head.length} characters \\(sha256 [0-9a-f]{12}, was 0\\); body code set to ${body.length} characters`,
      ),
    );
    expect((await admin.api.get('/api/admin/custom-code')).json).toMatchObject({
      headCode: head,
      bodyCode: body,
    });
  });

  it('needs a sign-in of the last 15 minutes to change', async () => {
    const recent = await t.signedInAdmin();
    t.clock.advance(10 * MINUTE);
    await recent.api.post('/api/auth/session/activity');
    t.clock.advance(6 * MINUTE);
    const refused = await saveCode(recent.api, '', '');
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('recent_sign_in_required');
    expect((await page('/')).html).toContain('dataLayer');

    const fresh = await t.signedInAdmin();
    expect((await saveCode(fresh.api, '', '')).status).toBe(200);
    const { html, csp } = await page('/');
    expect(html).not.toContain('dataLayer');
    expect(csp).toContain(HEAD_SCRIPT_CSP_SOURCE);
  });
});
