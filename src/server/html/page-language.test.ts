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
