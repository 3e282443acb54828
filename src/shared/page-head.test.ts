import { i18n as browserI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { i18nFor } from './i18n/translate';
import { messages as spanishMessages } from './locales/es';
import { pageHead } from './page-head';
import { appRoutes, findRoute, notFoundRoute } from './routes';

// Each page's title and description in the reader's language (issue 59); English is the route
// table's words exactly, and what an admin typed stays as typed.

const english = i18nFor('en-US');
const spanish = i18nFor('es-US');

describe('a page’s head', () => {
  it('says in English exactly what the route table says', () => {
    for (const route of appRoutes) {
      const head = pageHead(route, undefined, english);
      expect([head.title, head.description], route.path).toEqual([route.title, route.description]);
    }
    const missing = pageHead(undefined, undefined, english);
    expect([missing.title, missing.description]).toEqual([
      notFoundRoute.title,
      notFoundRoute.description,
    ]);
  });

  it('is written in Spanish for a Spanish reader, every page', () => {
    expect(pageHead(findRoute('/login'), undefined, spanish)).toEqual({
      title: 'Iniciar sesión - PlanMyEldercare',
      description: 'Inicie sesión en su cuenta de PlanMyEldercare.',
      noIndex: false,
    });
    expect(pageHead(findRoute('/'), undefined, spanish).description).toMatch(
      /^PlanMyEldercare ayuda a las familias que cuidan .*: \d+ tareas en 7 categorías/,
    );
    for (const route of appRoutes) {
      const head = pageHead(route, undefined, spanish);
      expect(head.title, route.path).not.toBe(route.title);
      expect(head.description, route.path).not.toBe(route.description);
    }
  });

  it('keeps what an admin saved as typed, in either language', () => {
    const saved = { title: 'Our checklist', metaDescription: '', noIndex: false };
    const head = pageHead(findRoute('/checklist'), saved, spanish);
    expect(head.title).toBe('Our checklist');
    expect(head.description).toMatch(/^Obtenga la lista de tareas gratuita/);
  });
});

describe('in the browser', () => {
  it('is written by Lingui’s one instance, in the locale the page was activated in', () => {
    // main.tsx activates it with the page's catalog (record 100); the app sets the head on
    // navigation from it (client/lib/page-settings.ts, app/root-layout.tsx).
    browserI18n.load('es', spanishMessages);
    browserI18n.activate('es', ['es-US']);
    expect(pageHead(findRoute('/family')).title).toBe('Familia - PlanMyEldercare');
  });
});
