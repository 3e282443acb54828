import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_SLOT, HEAD_SLOT } from '../html/render-page';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';
import { withKeptLocale } from './request-locale';

// The language a page is drawn in (issue 59, record 100): the address, the kept choice (the
// switch on public pages, the account's choice on /profile), the browser's languages, else US
// English; the page says which in <html lang>, and names its address in each language.

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-client-'));
const template = `<!doctype html><html lang="en"><head><title>x</title>${HEAD_SLOT}</head><body><div id="root">${BODY_SLOT}</div></body></html>`;
fs.writeFileSync(path.join(clientDir, 'index.html'), template);
const prerendered = {
  en: { '/terms-of-service': '<main><h1>Terms of Service</h1></main>' },
  es: { '/terms-of-service': '<main><h1>Términos del servicio</h1></main>' },
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

const langOf = (html: string) => /<html lang="([^"]+)">/.exec(html)?.[1];

describe('the language of a page', () => {
  it('is US English for a browser that asks for none we speak', async () => {
    const page = await t.client({ 'accept-language': 'de-DE,fr;q=0.8' }).get('/terms-of-service');
    expect(langOf(page.text)).toBe('en-US');
    expect(page.text).toContain('Terms of Service');
    expect(page.headers.get('vary')).toMatch(/Accept-Language.*Cookie/);
  });

  it('follows the browser: Spanish, in the language’s default region', async () => {
    const page = await t
      .client({ 'accept-language': 'es-CO,es;q=0.9,en;q=0.5' })
      .get('/terms-of-service');
    expect(langOf(page.text)).toBe('es-US');
    expect(page.text).toContain('Términos del servicio');
  });

  it('is the address’s own: ?lang=es is the Spanish page, and keeps the choice', async () => {
    const visitor = t.client({ 'accept-language': 'en-US' });
    const spanish = await visitor.get('/terms-of-service?lang=es');
    expect(langOf(spanish.text)).toBe('es-US');
    expect(visitor.cookies.get('pme_locale')).toBe('es-US');
    // The next page, with no language in its address, stays Spanish.
    expect(langOf((await visitor.get('/terms-of-service')).text)).toBe('es-US');
    expect(langOf((await visitor.get('/terms-of-service?lang=en')).text)).toBe('en-US');
    expect(visitor.cookies.get('pme_locale')).toBe('en-US');
  });

  it('names the page’s address in each language for search engines', async () => {
    const page = await t.client().get('/terms-of-service');
    expect(page.text).toContain(
      `<link rel="alternate" hreflang="es" href="${t.deps.config.publicUrl}/terms-of-service?lang=es" />`,
    );
    expect(page.text).toContain(
      `<link rel="alternate" hreflang="x-default" href="${t.deps.config.publicUrl}/terms-of-service" />`,
    );
  });
});

describe('the API requests a page makes for its reader', () => {
  it('carry the locale the page decided as the kept choice, under either cookie name, the rest as sent', () => {
    expect(withKeptLocale(undefined, 'es-US')).toBe('pme_locale=es-US');
    expect(withKeptLocale('pme_session=abc; pme_locale=en-US; theme=dark', 'es-MX')).toBe(
      'pme_session=abc; theme=dark; pme_locale=es-MX',
    );
    expect(withKeptLocale('__Host-pme_locale=en-US;__Host-pme_session=x', 'es-US')).toBe(
      '__Host-pme_session=x; pme_locale=es-US',
    );
  });
});

describe('PUT /api/account/locale', () => {
  it('keeps the choice on the account: the session says it, and signing in elsewhere brings it', async () => {
    const { api, email } = await t.signedInUser();
    // The language it signed up in (record 100): English, from a browser that named none.
    expect((await api.get('/api/auth/session')).json.user.locale).toBe('en-US');
    const saved = await api.request('PUT', '/api/account/locale', { locale: 'es-MX' });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ locale: 'es-MX' });
    expect(api.cookies.get('pme_locale')).toBe('es-MX');
    expect((await api.get('/api/auth/session')).json.user.locale).toBe('es-MX');

    // Another device, whose browser asks for English: signing in brings the account's choice.
    const other = t.client({ 'accept-language': 'en-US' });
    expect((await other.post('/api/auth/sign-in', { email, password: TEST_PASSWORD })).status).toBe(
      200,
    );
    await t.verify(other, email);
    expect(other.cookies.get('pme_locale')).toBe('es-MX');
    expect(langOf((await other.get('/terms-of-service')).text)).toBe('es-US');
  });

  it('forgets the choice with null: the browser’s languages decide again', async () => {
    const { api } = await t.signedInUser();
    await api.request('PUT', '/api/account/locale', { locale: 'es-US' });
    const cleared = await api.request('PUT', '/api/account/locale', { locale: null });
    expect(cleared.json).toEqual({ locale: null });
    expect(api.cookies.has('pme_locale')).toBe(false);
    expect((await api.get('/api/auth/session')).json.user.locale).toBeNull();
  });

  it('refuses a locale we do not offer, and changes nothing', async () => {
    const { api } = await t.signedInUser();
    await api.request('PUT', '/api/account/locale', { locale: 'es-US' });
    const refused = await api.request('PUT', '/api/account/locale', { locale: 'fr-FR' });
    expect(refused.status).toBe(400);
    expect((await api.get('/api/auth/session')).json.user.locale).toBe('es-US');
  });
});
