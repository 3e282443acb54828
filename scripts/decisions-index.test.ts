import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/decisions/README.md is the index of the decision records; it must name each one.

const dir = join(import.meta.dirname, '../docs/decisions');
const records = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(join(dir, 'README.md'), 'utf8');
const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]);

describe('the decision record index', () => {
  it('lists every record', () => {
    expect(records.filter((name) => !linked.includes(name))).toEqual([]);
  });

  it('links only records that exist', () => {
    expect(linked.filter((name) => name === undefined || !records.includes(name))).toEqual([]);
  });
});
