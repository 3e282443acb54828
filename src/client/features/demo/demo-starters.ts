import type { StarterTask } from '../../../shared/content/library/starters';
import { type Language, languageOf } from '../../../shared/i18n/locales';
import { documentLocale } from '../../lib/i18n';

// The demo's starter tasks in the reader's language (issue 59). Each language's 22 are a module
// of their own (about 9 KB gzip each), loaded for the page's language only, so a demo category
// does not carry both: while it loads, the prerendered page stays as it was drawn (React waits
// to hydrate it), and the build's prerender waits for it as for the page's own code.

const loaders: Record<Language, () => Promise<readonly StarterTask[]>> = {
  en: () =>
    import('../../../shared/content/library/starters').then((module) => module.starterTasks),
  es: () =>
    import('../../../shared/content/library/starters-es').then(
      (module) => module.spanishStarterTasks,
    ),
};

const loading = new Map<Language, Promise<readonly StarterTask[]>>();
const loaded = new Map<Language, readonly StarterTask[]>();

/** The starters of a language once loaded, else undefined. */
export function loadedStarters(language: Language): readonly StarterTask[] | undefined {
  return loaded.get(language);
}

/** Loads a language's starters once: the same promise each time, as React's `use` needs. */
export function loadStarters(language: Language): Promise<readonly StarterTask[]> {
  let promise = loading.get(language);
  if (!promise) {
    promise = loaders[language]().then((tasks) => {
      loaded.set(language, tasks);
      return tasks;
    });
    loading.set(language, promise);
  }
  return promise;
}

/**
 * In the browser, the page's language's starters, loaded with the page's code (app/pages.ts) so
 * the page hydrates at once rather than waiting on them mid-hydration. Nothing on the server,
 * whose rendering waits for them (`use` in demo-page.tsx).
 */
export async function loadStartersOfThisPage(): Promise<void> {
  if (import.meta.env.SSR) return;
  await loadStarters(languageOf(documentLocale()));
}
