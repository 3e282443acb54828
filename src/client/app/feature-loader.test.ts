import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as spanishAdmin } from '../features/admin/locales/es';
import { messages as spanishTasks } from '../features/tasks/locales/es';
import { loadI18n } from '../lib/i18n';
import { messages as spanishCommon } from '../locales/common-es';
import { activateEnglish } from '../test/english-wrapper';
import { pages } from './pages';
import { verificationRequired } from './verification-required';

// A page downloads its language's common words and its own feature's, not the whole language
// (record 100): the browser's one instance holds what the page's loader brought, and no more.

afterEach(() => {
  document.documentElement.lang = 'en';
  activateEnglish();
});

/** A message id the catalog holds and the other does not. */
function onlyIn(catalog: Record<string, unknown>, other: Record<string, unknown>): string {
  const id = Object.keys(catalog).find((key) => !(key in other));
  if (!id) throw new Error('the catalogs share every message');
  return id;
}

describe('a Spanish page', () => {
  it("loads the dashboard's words with the dashboard, and not the admin's", async () => {
    document.documentElement.lang = 'es-US';
    // A fresh instance of the language, as a page starts with: no words but the common ones.
    i18n.load({ es: {} });
    i18n.loadAndActivate({ locale: 'es', locales: ['es-US'], messages: {} });
    await loadI18n('es-US');
    const tasksWord = onlyIn(spanishTasks, spanishCommon);
    const adminWord = onlyIn(spanishAdmin, spanishTasks);
    expect(i18n.messages[tasksWord]).toBeUndefined();

    await pages['/app']();

    expect(i18n.messages[tasksWord]).toEqual(spanishTasks[tasksWord]);
    expect(i18n.messages[adminWord]).toBeUndefined();
    // The page on screen is not drawn again for words it does not use: no 'change', so no
    // effect that lists `t` runs again while the next page loads.
    const changes = vi.fn();
    const stop = i18n.on('change', changes);
    await pages['/admin']();
    stop();
    expect(i18n.messages[adminWord]).toEqual(spanishAdmin[adminWord]);
    expect(changes).not.toHaveBeenCalled();
    // The common words are still there, and the app's own announce themselves in Spanish.
    expect(verificationRequired.title).toBe('Se requiere verificación');
    expect(verificationRequired.description).toBe(
      'Complete la verificación en dos pasos para continuar.',
    );
  });
});
