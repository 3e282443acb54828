import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { library } from '../../src/shared/content/library/library';
import { libraryIn } from '../../src/shared/content/library/library-in';

// English words left on a page that should be in Spanish (issue 59): any text on it that is one
// of the catalogs' English messages, or one of the library's English titles, descriptions or
// steps, whose Spanish is different. Read from the catalogs themselves (record 100), so a new
// message is covered without listing it here.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The catalog folders (lingui.config.ts): each client feature's, the client's shared, the server's. */
function catalogFolders(): string[] {
  const features = join(ROOT, 'src/client/features');
  return [
    ...readdirSync(features).map((name) => join(features, name, 'locales')),
    join(ROOT, 'src/client/locales'),
    join(ROOT, 'src/shared/locales'),
  ];
}

/** A PO file's entries: its key (context and id) mapped to its msgstr, or its msgid when empty. */
function readPo(path: string): Map<string, string> {
  const entries = new Map<string, string>();
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return entries;
  }
  const quoted = (line: string) => JSON.parse(line.slice(line.indexOf('"'))) as string;
  for (const block of text.split(/\n\s*\n/)) {
    const fields: Record<string, string> = {};
    let field = '';
    for (const line of block.split('\n')) {
      const start = /^(msgctxt|msgid|msgstr) /.exec(line);
      if (start?.[1]) {
        field = start[1];
        fields[field] = quoted(line);
      } else if (line.startsWith('"') && field) {
        fields[field] += quoted(line);
      }
    }
    if (!fields.msgid) continue;
    entries.set(`${fields.msgctxt ?? ''}\u0004${fields.msgid}`, fields.msgstr || fields.msgid);
  }
  return entries;
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type EnglishWords = { exact: Set<string>; patterns: RegExp[]; within: RegExp };

function englishWords(): EnglishWords {
  const pairs: [string, string][] = [];
  for (const folder of catalogFolders()) {
    const english = readPo(join(folder, 'en.po'));
    const spanish = readPo(join(folder, 'es.po'));
    for (const [key, words] of english) {
      const id = key.split('\u0004')[1] ?? '';
      // A client message's id is its English; a server message's is an explicit id.
      pairs.push([
        squeeze(words),
        squeeze(spanish.get(key) === id ? '' : (spanish.get(key) ?? '')),
      ]);
    }
  }
  const spanishLibrary = new Map(libraryIn('es').map((entry) => [entry.key, entry]));
  for (const entry of library) {
    const es = spanishLibrary.get(entry.key);
    if (!es) continue;
    pairs.push(
      [entry.title, es.title],
      [entry.description, es.description],
      ...entry.subtasks.map((step, index): [string, string] => [step, es.subtasks[index] ?? '']),
    );
  }
  // Words the two languages share ('Premium', 'No', a brand) are no sign of English.
  const spanishSide = new Set(pairs.map(([, es]) => squeeze(es).toLowerCase()));
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const [en, es] of pairs) {
    if (!es || en.toLowerCase() === es.toLowerCase() || spanishSide.has(en.toLowerCase())) continue;
    // Plurals and choices are left to the exact words around them.
    if (/,\s*(plural|select|selectordinal)\s*,/.test(en)) continue;
    const withoutTags = squeeze(en.replace(/<\/?\d+\/?>/g, ''));
    const literal = withoutTags.replace(/\{[^{}]*\}/g, ' ');
    // A message that is mostly its placeholders ('{0}', '{name}:') says nothing about language.
    if (!/[A-Za-z]{3}/.test(literal)) continue;
    if (!withoutTags.includes('{')) {
      exact.add(withoutTags);
      continue;
    }
    // Around placeholders, one short word could end a Spanish text too ('{tierName} plan').
    if ((literal.match(/[A-Za-z]{3,}/g) ?? []).length < 2) continue;
    const source = withoutTags
      .split(/\{[^{}]*\}/)
      .map(escapeRegExp)
      .join('.+?');
    patterns.push(new RegExp(`^${source}$`));
  }
  // A message of two words or more is English inside a longer text too: 'Very strong' in
  // 'Seguridad de la contraseña: Very strong', a word the page put into a Spanish sentence.
  const phrases = [...exact]
    .filter((phrase) => (phrase.match(/[A-Za-z]{2,}/g) ?? []).length >= 2)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  const within = new RegExp(`(?<![\\p{L}\\p{N}])(${phrases.join('|')})(?![\\p{L}\\p{N}])`, 'u');
  return { exact, patterns, within };
}

let words: EnglishWords | undefined;

/** Each text the page shows or names (an element's text, a label, a placeholder, its title). */
function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>([document.title]);
    const skipped = 'script, style, noscript, template, svg';
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.closest(skipped)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-description']) {
        const value = element.getAttribute(name);
        if (value) found.add(value);
      }
      if (element.checkVisibility && !element.checkVisibility()) continue;
      const text = element.innerText;
      if (text && text.length <= 400) found.add(text);
    }
    return [...found];
  });
}

/**
 * The English catalog messages and library words the page shows, each once: what a Spanish
 * page must not show. `allowed` names the texts a journey knows to be still English (each with
 * the reason in the journey).
 */
export async function englishLeftOn(page: Page, allowed: string[] = []): Promise<string[]> {
  words ??= englishWords();
  const { exact, patterns, within } = words;
  const left = new Set<string>();
  // A phrase inside longer texts is named once, in the shortest text that holds it.
  const inside = new Map<string, string>();
  for (const text of await pageTexts(page)) {
    // An allowed text is taken out wherever it stands, in a longer text too.
    const line = squeeze(
      allowed.reduce((rest, words) => rest.split(words).join(' … '), squeeze(text)),
    );
    if (!/[A-Za-z]/.test(line)) continue;
    if (exact.has(line) || patterns.some((pattern) => pattern.test(line))) left.add(line);
    else {
      const phrase = within.exec(line)?.[1];
      const shortest = phrase && inside.get(phrase);
      if (phrase && (!shortest || line.length < shortest.length)) inside.set(phrase, line);
    }
  }
  for (const [phrase, line] of inside) left.add(`'${phrase}' in '${line}'`);
  return [...left];
}
