import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_SCRIPT_ORIGIN, UPSELL_WIDGET_ORIGIN } from '../../shared/external-links';
import { appRoutes } from '../../shared/routes';
import { createTestApp, type TestApp } from '../test/test-app';
import { BODY_SLOT, HEAD_SLOT } from './render-page';

// What search engines and browsers are told about each page: robots.txt, sitemap.xml, noindex,
// and the Content-Security-Policy that lets only /membership-upsell load outside scripts.

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-client-'));
const template = `<!doctype html><html><head><title>x</title>${HEAD_SLOT}</head><body><div id="root">${BODY_SLOT}</div></body></html>`;
fs.writeFileSync(path.join(clientDir, 'index.html'), template);
const contentTemplate = template.replace(
  '</body>',
  '<script src="/assets/content.js"></script></body>',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://www.planmyeldercare.com' },
    client: {
      dir: clientDir,
      template,
      contentTemplate,
      prerendered: {
        en: { '/demo': 'the overview', '/demo?category=legal': 'the legal category' },
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const noIndexed = [
  '/influencer-list',
  '/checklist/thank-you',
  '/checklist/print',
  '/membership-upsell',
  '/premium-subscription-access',
  '/signup-premium',
  // An invitation's link: private to the invited person (the token is in its fragment).
  '/join',
  // An email's unsubscribe link: private to its recipient (the token is in its fragment).
  '/unsubscribe',
  // A forgotten password: nothing to find by searching, and the reset link is private.
  '/forgot-password',
  '/forgot-password/sent',
  '/reset-password',
];

describe('which template a page is sent in', () => {
  it('sends the landing, legal, funnel and form pages without the app, and every other page with it', async () => {
    const content = [
      '/',
      '/original-homepage',
      '/terms-of-service',
      '/privacy-policy',
      '/checklist/thank-you',
      '/checklist/print',
      '/premium-subscription-access',
      // The demo's overview: its cards are links (record 068).
      '/demo',
      // Form pages: their form is hydrated alone (record 061).
      '/checklist',
      '/login',
      '/signup',
      '/signup-premium',
      '/admin-login',
      '/forgot-password',
      // What the forgotten-password form leads to: the same words for every address.
      '/forgot-password/sent',
    ];
    for (const route of appRoutes) {
      const html = await (await t.app.request(route.path)).text();
      const withoutApp = html.includes('/assets/content.js');
      expect(withoutApp, route.path).toBe(content.includes(route.path));
    }
    const missing = await (await t.app.request('/no-such-page')).text();
    expect(missing).not.toContain('/assets/content.js');
  });

  it('sends a demo category with the app and as it was prerendered, whatever else the address holds', async () => {
    const category = await (await t.app.request('/demo?utm_source=mail&category=legal')).text();
    expect(category).not.toContain('/assets/content.js');
    expect(category).toContain('the legal category');
    // A category not prerendered: the overview, which the app renders over as it hydrates.
    const unknown = await (await t.app.request('/demo?category=nothing')).text();
    expect(unknown).not.toContain('/assets/content.js');
    expect(unknown).toContain('the overview');
    const overview = await (await t.app.request('/demo?utm_source=mail')).text();
    expect(overview).toContain('/assets/content.js');
    expect(overview).toContain('the overview');
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages at the public address, and leaves out the internal and follow-up ones', async () => {
    const response = await t.app.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const page of ['/', '/original-homepage', '/checklist', '/logo-showcase', '/login']) {
      expect(listed).toContain(`https://www.planmyeldercare.com${page}`);
      // Its Spanish address too (record 100).
      expect(listed).toContain(`https://www.planmyeldercare.com${page}?lang=es`);
    }
    expect(xml).toContain(
      '<url><loc>https://www.planmyeldercare.com/login?lang=es</loc><xhtml:link rel="alternate" hreflang="en" href="https://www.planmyeldercare.com/login?lang=en"/><xhtml:link rel="alternate" hreflang="es" href="https://www.planmyeldercare.com/login?lang=es"/><xhtml:link rel="alternate" hreflang="x-default" href="https://www.planmyeldercare.com/login"/></url>',
    );
    for (const page of [...noIndexed, '/app', '/admin', '/mfa', '/community-access']) {
      expect(listed).not.toContain(`https://www.planmyeldercare.com${page}`);
    }
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
  });
});

describe('robots.txt', () => {
  it('points to the sitemap and keeps crawlers out of the API only', async () => {
    const response = await t.app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(
      'User-agent: *\nDisallow: /api/\n\nSitemap: https://www.planmyeldercare.com/sitemap.xml\n',
    );
  });
});

describe('noindex', () => {
  it('is on the internal and follow-up pages and every signed-in page, and nowhere else', async () => {
    for (const route of appRoutes) {
      const html = await (await t.app.request(route.path)).text();
      const expected = route.access !== 'public' || noIndexed.includes(route.path);
      expect(html.includes('<meta name="robots" content="noindex" />'), route.path).toBe(expected);
    }
  });
});

describe('Content-Security-Policy', () => {
  const policyOf = async (url: string) =>
    (await t.app.request(url)).headers.get('content-security-policy') ?? '';

  it('lets /membership-upsell load the checkout widget and the tracking script, exactly', async () => {
    const csp = await policyOf('/membership-upsell');
    expect(csp).toMatch(
      new RegExp(
        `script-src 'self' 'sha256-[^']+' ${UPSELL_WIDGET_ORIGIN} ${TRACKING_SCRIPT_ORIGIN};`,
      ),
    );
    expect(csp).toContain(`frame-src https://www.youtube-nocookie.com ${UPSELL_WIDGET_ORIGIN};`);
  });

  it('allows them on no other page and not on the API', async () => {
    for (const url of ['/', '/checklist', '/app', '/membership-upsell/extra', '/api/health']) {
      const csp = await policyOf(url);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toContain(UPSELL_WIDGET_ORIGIN);
      expect(csp, url).not.toContain(TRACKING_SCRIPT_ORIGIN);
    }
  });
});
