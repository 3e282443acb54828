import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// /profile's 'Language and region' sent as a plain form post, before the page's scripts run
// (records 052, 100): the server sends it on to PUT /api/account/locale with the request's
// session, as the enhanced form does, and answers with /profile again, now drawn in the choice
// (the cookie the route set). The empty choice is null: the browser's languages decide.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A browser's plain post of the form, with the cookies it holds. */
function postLocale(locale: string, cookie?: string, origin = 'http://localhost') {
  return t.app.request('/profile', {
    method: 'POST',
    headers: {
      origin,
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams({ locale }).toString(),
  });
}

async function signedIn() {
  const { api } = await t.signedInUser();
  const cookie = () => [...api.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const kept = async () => (await api.get('/api/auth/session')).json.user.locale;
  return { api, cookie, kept };
}

const localeCookieOf = (answer: Response) =>
  answer.headers.getSetCookie().find((header) => header.startsWith('pme_locale='));

describe("/profile's language as a plain form post", () => {
  it('keeps the choice on the account and in this browser, and shows /profile again', async () => {
    const { cookie, kept } = await signedIn();
    const answer = await postLocale('es-MX', cookie());
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/profile');
    expect(localeCookieOf(answer)).toMatch(/^pme_locale=es-MX;/);
    expect(await kept()).toBe('es-MX');
  });

  it("takes the empty choice as the browser's languages: the choice is forgotten", async () => {
    const { api, cookie, kept } = await signedIn();
    await api.request('PUT', '/api/account/locale', { locale: 'es-US' });
    const answer = await postLocale('', cookie());
    expect(answer.status).toBe(303);
    expect(localeCookieOf(answer)).toMatch(/^pme_locale=;.*Max-Age=0/i);
    expect(await kept()).toBeNull();
  });

  it('refuses a locale we do not offer, as the API does, and changes nothing', async () => {
    const { api, cookie, kept } = await signedIn();
    await api.request('PUT', '/api/account/locale', { locale: 'es-US' });
    const answer = await postLocale('fr-FR', cookie());
    expect(answer.status).toBe(400);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(localeCookieOf(answer)).toBeUndefined();
    expect(await kept()).toBe('es-US');
  });

  it('refuses someone not signed in, and a post from another site, changing nothing', async () => {
    const visitor = await postLocale('es-MX');
    expect(visitor.status).toBe(401);
    expect(localeCookieOf(visitor)).toBeUndefined();

    const { cookie, kept } = await signedIn();
    // The language it signed up in (record 100): English, from a browser that named none.
    expect(await kept()).toBe('en-US');
    const crossSite = await postLocale('es-MX', cookie(), 'https://elsewhere.example');
    expect(crossSite.status).toBe(403);
    expect(await kept()).toBe('en-US');
  });
});
