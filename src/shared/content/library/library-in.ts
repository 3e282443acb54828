import type { Language } from '../../i18n/locales';
import { libraryEs } from './es/library-es';
import { library } from './library';
import type { LibraryEntry } from './library-entry';
import type { LibraryTranslation } from './library-translation';

// The eldercare library in each language the product speaks (issue 59): the English entries with
// a language's words in place of theirs, built once when the module loads, so a request only
// picks its language's list or looks a key up in a Map. Server-side (and the build): no page's
// scripts carry the library.

const translations: Record<Exclude<Language, 'en'>, LibraryTranslation> = { es: libraryEs };

function translated(entry: LibraryEntry, translation: LibraryTranslation): LibraryEntry {
  const words = translation[entry.key];
  // A missing translation is a defect the content test catches; the reader still gets the task.
  if (!words) return entry;
  const { title, description, guidance, subtasks, printable } = words;
  return {
    ...entry,
    title,
    description,
    guidance,
    subtasks,
    ...(entry.printable && printable && { printable: { ...entry.printable, ...printable } }),
  };
}

const libraries: Record<Language, readonly LibraryEntry[]> = {
  en: library,
  es: library.map((entry) => translated(entry, translations.es)),
};

/** The whole library in a language, in the library's order. */
export const libraryIn = (language: Language): readonly LibraryEntry[] => libraries[language];

const byKey: Record<Language, ReadonlyMap<string, LibraryEntry>> = {
  en: new Map(libraries.en.map((entry) => [entry.key, entry])),
  es: new Map(libraries.es.map((entry) => [entry.key, entry])),
};

/** The entry of `key` in a language, or undefined when the library has none. */
export const entryIn = (key: string, language: Language): LibraryEntry | undefined =>
  byKey[language].get(key);
