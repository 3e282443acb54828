import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// A page's title in its reader's language (issue 59), decided as its words are: the address's
// `?lang=`, the kept choice, else the browser's languages. (With no built client the app answers
// a page with its title alone.)

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('page titles', () => {
  it('are the spec’s English for an English or unknown browser', async () => {
    expect((await t.client().get('/login')).text).toBe('Sign in - PlanMyEldercare');
    const french = t.client({ 'accept-language': 'fr-FR' });
    expect((await french.get('/no-such-page')).text).toBe('Page not found - PlanMyEldercare');
  });

  it('are Spanish for a Spanish browser, or for the Spanish address', async () => {
    const spanish = t.client({ 'accept-language': 'es-MX,es;q=0.9' });
    expect((await spanish.get('/login')).text).toBe('Iniciar sesión - PlanMyEldercare');
    expect((await spanish.get('/no-such-page')).text).toBe(
      'Página no encontrada - PlanMyEldercare',
    );
    expect((await t.client().get('/calendar?lang=es')).text).toBe('Calendario - PlanMyEldercare');
  });
});

describe('a page the server answers a refused post with', () => {
  /** A plain form post from a Spanish browser, as a page's form sends it before its scripts. */
  const spanishPost = (path: string, body: string) =>
    t.app.request(path, {
      method: 'POST',
      headers: {
        origin: 'http://localhost',
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': 'es-US,es;q=0.9',
      },
      body,
    });

  it('is the page again in Spanish when the body is too large, not the API’s English JSON', async () => {
    const tooLarge = await spanishPost(
      '/signup',
      new URLSearchParams({ email: 'x'.repeat(t.deps.config.bodyLimitBytes + 1) }).toString(),
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get('cache-control')).toBe('no-store');
    expect(await tooLarge.text()).toBe('Crear cuenta - PlanMyEldercare');
  });

  it('is ‘Page not found’ in Spanish for a post to no page', async () => {
    const nowhere = await spanishPost('/no-such-page', 'a=b');
    expect(nowhere.status).toBe(404);
    expect(await nowhere.text()).toBe('Página no encontrada - PlanMyEldercare');
  });
});
