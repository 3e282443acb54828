import type { IslandName } from '../components/island';
import { documentLocale, loadI18n } from '../lib/i18n';
import { islands } from './islands';

/**
 * Loads and hydrates the islands of a page sent without the app (record 061): a form page's
 * form. Their code, and React, load only on a page that has one; until they are hydrated the
 * form works as a plain post, and it stays so should its code not load. Resolves once every
 * island is hydrated (at once on a page with none).
 */
export async function startIslands(): Promise<void> {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  if (elements.length === 0) return;
  const found = Promise.all(
    elements.map(async (element) => ({
      element,
      Component: await islands[element.dataset.island as IslandName](),
    })),
  );
  const [{ hydrateIslands }, loaded, i18n] = await Promise.all([
    import('./hydrate-islands'),
    found,
    loadI18n(documentLocale()),
  ]);
  await hydrateIslands(loaded, i18n);
}
