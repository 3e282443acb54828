import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments and docs cite the product's specification ("spec section 8") and its decisions
// ("decision D5"). Both live outside the repository; docs/product/spec.md and
// docs/product/decisions.md summarise them under the same numbered headings. This test fails on a
// citation that names no heading there, so that a newcomer can follow every one.

const root = join(import.meta.dirname, '..');

/** One citation: where it is, and what it names ('spec section 8' or 'decision D5'). */
type Citation = { file: string; line: number; cited: string };

// A list of numbers as the comments write them: '4', '2 and 9', '2, 3, 7 and 8', '4-6'.
const SEPARATOR = String.raw`(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*[-–]\s*)`;
const NUMBERS = String.raw`\d+(?:${SEPARATOR}\d+)*`;
const DECISIONS = String.raw`D\d+(?:${SEPARATOR}D\d+)*`;
// A comment's line break: the next line starts with `//` or ` * `.
const GAP = String.raw`[\s/*]+`;

// 'section 8', 'sections 2 and 9': a spec citation when the spec is named just before it
// ('spec section 8', "the spec's words (section 5)") or just after it ('section 8 of the spec').
// Other sections ('USDA Section 504') and test files ('e2e/x.spec.ts') are not the spec.
const SECTION = new RegExp(String.raw`\bsections?${GAP}(${NUMBERS})`, 'gi');
const SPEC_BEFORE = /(?<![.\w])spec(?:ification)?(?:['’]s)?\b/i;
const SPEC_AFTER = new RegExp(String.raw`^${GAP}(?:of|in)\s+the\s+spec\b`, 'i');
const LOOK_BACK = 120;

// 'decision D5', 'decisions D4, D5', 'Decisions D2-D4', '(D9)', '(D6, D9)', 'D5: ...', 'as D3
// asks'. A bare D and digits elsewhere (0xD5, D3.js) is not a decision.
const DECISION_FORMS = [
  new RegExp(String.raw`\b[Dd]ecisions?${GAP}(${DECISIONS})`, 'g'),
  new RegExp(String.raw`\((${DECISIONS})\)`, 'g'),
  /(?<![\w.$#/-])(D\d+):(?!\d)/g,
  /(?<![\w.$#/-])(D\d+)(?:['’]s)?\s+(?:asks|says|holds|stands|wins)\b/g,
];

/** The numbers of a list, a range standing for each number in it ('2-4' is 2, 3 and 4). */
function numbersOf(list: string): { value: number; offset: number }[] {
  const found: { value: number; offset: number }[] = [];
  for (const match of list.matchAll(/\d+/g)) {
    const value = Number(match[0]);
    const previous = found.at(-1);
    if (previous && /[-–]\s*D?$/.test(list.slice(0, match.index))) {
      const last = Math.min(value, previous.value + 20);
      for (let n = previous.value + 1; n < last; n += 1) {
        found.push({ value: n, offset: match.index });
      }
    }
    found.push({ value, offset: match.index });
  }
  return found;
}

/** Every citation of a spec section or a decision in one file's text. */
function findCitations(file: string, text: string): Citation[] {
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
  const seen = new Map<string, Citation>();
  const add = (offset: number, cited: string) => {
    seen.set(`${offset} ${cited}`, { file, line: lineAt(offset), cited });
  };

  for (const match of text.matchAll(SECTION)) {
    const list = match[1] ?? '';
    const start = match.index + match[0].length - list.length;
    const before = text.slice(Math.max(0, match.index - LOOK_BACK), match.index);
    const after = text.slice(match.index + match[0].length);
    if (!SPEC_BEFORE.test(before) && !SPEC_AFTER.test(after)) continue;
    for (const { value, offset } of numbersOf(list)) add(start + offset, `spec section ${value}`);
  }

  for (const form of DECISION_FORMS) {
    for (const match of text.matchAll(form)) {
      const list = match[1] ?? '';
      const start = match.index + match[0].indexOf(list);
      for (const { value, offset } of numbersOf(list)) add(start + offset, `decision D${value}`);
    }
  }
  return [...seen.values()];
}

/** The citations that name no heading of docs/product, as 'file:line: what'. */
function unresolved(citations: Citation[], sections: Set<number>, decisions: Set<number>) {
  return citations
    .filter(({ cited }) => {
      const number = Number(cited.replace(/^\D+/, ''));
      return cited.startsWith('spec') ? !sections.has(number) : !decisions.has(number);
    })
    .map(({ file, line, cited }) => `${file}:${line}: ${cited}`);
}

function headings(path: string, pattern: RegExp): Set<number> {
  const text = readFileSync(join(root, path), 'utf8');
  return new Set([...text.matchAll(pattern)].map((match) => Number(match[1])));
}

const sections = headings('docs/product/spec.md', /^## (\d+)\. /gm);
const decisions = headings('docs/product/decisions.md', /^## D(\d+)\. /gm);

// Tracked files and new ones not yet added, as they are on disk. This file is left out: its
// examples below cite a missing section and decision on purpose.
const files = execFileSync(
  'git',
  [
    'ls-files',
    '--cached',
    '--others',
    '--exclude-standard',
    '--',
    'src',
    'e2e',
    'scripts',
    'bench',
    'docs',
  ],
  { cwd: root, encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => /^(src|e2e|scripts|bench)\/.+\.tsx?$|^docs\/.+\.md$/.test(file))
  .filter((file) => file !== 'scripts/product-references.test.ts')
  .filter((file) => existsSync(join(root, file)));

const citations = files.flatMap((file) =>
  findCitations(file, readFileSync(join(root, file), 'utf8')),
);

describe('citations of the product specification and decisions', () => {
  it('are found in the code and the docs', () => {
    expect(citations.length).toBeGreaterThan(50);
    expect(citations.some(({ cited }) => cited.startsWith('spec section'))).toBe(true);
    expect(citations.some(({ cited }) => cited.startsWith('decision'))).toBe(true);
  });

  it('each name a heading of docs/product/spec.md or docs/product/decisions.md', () => {
    expect(unresolved(citations, sections, decisions)).toEqual([]);
  });

  it('have a summary for each of the 9 spec sections and the 13 decisions', () => {
    expect([...sections]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...decisions]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('read lists, ranges and citations broken across comment lines', () => {
    const text = [
      '// Decisions D2-D4 ask for it (spec sections 2, 3 and 9; decision',
      '// D10). See the spec',
      '// section 8, and D5: the rest (D6, D9).',
    ].join('\n');
    const cited = findCitations('x.ts', text).map(({ line, cited }) => `${line}: ${cited}`);
    expect(cited.sort()).toEqual([
      '1: decision D2',
      '1: decision D3',
      '1: decision D4',
      '1: spec section 2',
      '1: spec section 3',
      '1: spec section 9',
      '2: decision D10',
      '3: decision D5',
      '3: decision D6',
      '3: decision D9',
      '3: spec section 8',
    ]);
  });

  it('report a citation with no heading, with its file and line', () => {
    const text = [
      '// A rule from spec sections 2 and 12,',
      '// as decision D22 says (decisions D4, D23; D2-D3).',
      "/* The spec's words (section 10). */",
    ].join('\n');
    expect(unresolved(findCitations('x.ts', text), sections, decisions)).toEqual([
      'x.ts:1: spec section 12',
      'x.ts:3: spec section 10',
      'x.ts:2: decision D22',
      'x.ts:2: decision D23',
    ]);
  });

  it('do not mistake other sections or tokens for citations', () => {
    const text = [
      'USDA Section 504 grants; the D3.js chart; colour 0xD5; a 2D canvas; D-Day.',
      'See e2e/app.spec.ts, section 3 of the journey; the CSS section 4.',
    ].join('\n');
    expect(findCitations('x.md', text)).toEqual([]);
  });
});
