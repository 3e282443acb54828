import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseSync } from 'oxc-parser';
import { describe, expect, it } from 'vitest';

// Nothing the client shows a person is written outside the catalogs (issue 59, record 100): a
// word in a component is wrapped in Lingui's macros (<Trans>, t, msg), which put it in the
// catalog, so it has its Spanish. This finds what would be missed: text between JSX tags, a
// quoted attribute a person reads or hears (a label, a title, a placeholder), and a toast's words,
// written as plain strings in the client's components.

/** Attributes whose text a person reads or a screen reader says. */
const SHOWN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'description',
  'heading',
  'message',
  'hint',
  'emptyText',
]);

/** Elements whose text is never translated: code, a brand's own name, a keyboard key. */
const UNTRANSLATED_ELEMENTS = new Set(['code', 'kbd', 'Trans', 'Plural', 'Select', 'style']);

const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

type Finding = { file: string; text: string };

function findUncatalogued(file: string): Finding[] {
  const source = readFileSync(file, 'utf8');
  const { program } = parseSync(file, source);
  const found: Finding[] = [];
  const visit = (node: unknown, inside: string | undefined): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, inside);
      return;
    }
    const n = node as Record<string, unknown> & { type?: string };
    let here = inside;
    if (n.type === 'JSXElement') {
      const name = (n.openingElement as { name: { name?: string } }).name.name;
      if (name && UNTRANSLATED_ELEMENTS.has(name)) return;
    }
    if (n.type === 'JSXText' && hasWords(String(n.value)) && !here) {
      found.push({ file, text: String(n.value).trim() });
    }
    if (n.type === 'JSXAttribute') {
      const name = (n.name as { name?: string }).name ?? '';
      const value = n.value as { type?: string; value?: unknown } | null;
      if (
        SHOWN_ATTRIBUTES.has(name) &&
        value?.type === 'Literal' &&
        hasWords(String(value.value))
      ) {
        found.push({ file, text: `${name}="${String(value.value)}"` });
      }
    }
    if (n.type === 'CallExpression') {
      const callee = n.callee as { type?: string; object?: { name?: string }; name?: string };
      const isToast =
        callee.name === 'toast' ||
        (callee.type === 'MemberExpression' && callee.object?.name === 'toast');
      const [first] = n.arguments as { type?: string; value?: unknown }[];
      if (isToast && first?.type === 'Literal' && hasWords(String(first.value))) {
        found.push({ file, text: `toast('${String(first.value)}')` });
      }
    }
    for (const key of Object.keys(n)) {
      if (key !== 'type' && key !== 'start' && key !== 'end') visit(n[key], here);
    }
    here = inside;
  };
  visit(program, undefined);
  return found;
}

/**
 * Parts of the client whose words are still English only: each is taken off as its words move
 * into the catalogs. Empty when the whole interface speaks Spanish.
 */
const NOT_YET_TRANSLATED: readonly string[] = [];

const clientFiles = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'src/client'],
  { encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => file.endsWith('.tsx') && !file.includes('.test.') && !file.includes('/test/'));

describe('the words the client shows', () => {
  it('finds words written outside the catalogs (this test reads itself a sample)', () => {
    const sample = 'scripts/fixtures/uncatalogued-words.tsx';
    expect(findUncatalogued(sample).map((finding) => finding.text)).toEqual([
      'Not in the catalog',
      'aria-label="Close the dialog"',
      "toast('Saved')",
    ]);
  });

  it('are all in the catalogs', () => {
    const translated = clientFiles.filter(
      (file) => !NOT_YET_TRANSLATED.some((prefix) => file.startsWith(prefix)),
    );
    expect(translated.length).toBeGreaterThan(0);
    expect(translated.flatMap(findUncatalogued)).toEqual([]);
  });
});
