import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Dates, times and numbers are written for people in one module, src/shared/format.ts (issue
// 59): this test fails on any other code that formats with Intl or toLocale*, or groups digits
// by hand, so a page, an email or a script cannot quietly write '2 Dec' beside 'Dec 2'. Tests are
// left out: they may check the module against Intl itself.

const root = join(import.meta.dirname, '..');
const THE_MODULE = 'src/shared/format.ts';

const FORMATTING = [
  { what: 'Intl', pattern: /\bIntl\./ },
  { what: 'toLocale*', pattern: /\.toLocale(?:Date|Time)?String\(/ },
  { what: 'digits grouped by hand', pattern: /\\B\(\?=\(\\d\{3\}\)\+/ },
];

function codeFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => /^(src|scripts|bench)\/.*\.(ts|tsx)$/.test(file))
    .filter((file) => !/\.test\.tsx?$/.test(file) && file !== THE_MODULE);
}

/** Every line outside the module that formats a date, a time or a number itself. */
function formattingOutside(): string[] {
  const found: string[] = [];
  for (const file of codeFiles()) {
    let text: string;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    text.split('\n').forEach((line, index) => {
      // A comment may name what it avoids ('not by toLocaleString').
      if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
      for (const { what, pattern } of FORMATTING) {
        if (pattern.test(line)) found.push(`${file}:${index + 1} (${what}): ${line.trim()}`);
      }
    });
  }
  return found;
}

describe('dates, times and numbers', () => {
  it(`are formatted only in ${THE_MODULE}`, () => {
    expect(formattingOutside()).toEqual([]);
  });

  it('are found by this test where they are (it is not looking at nothing)', () => {
    const module = readFileSync(join(root, THE_MODULE), 'utf8');
    for (const { what, pattern } of FORMATTING.slice(0, 2)) {
      expect(pattern.test(module), what).toBe(true);
    }
    expect(codeFiles().length).toBeGreaterThan(300);
  });
});
