import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { Plugin } from 'vite';
import * as categoryCounts from '../src/shared/content/library/category-counts';
import * as printable from '../src/shared/content/library/printable';
import * as printableEs from '../src/shared/content/library/printable-es';
import * as starters from '../src/shared/content/library/starters';
import * as startersEs from '../src/shared/content/library/starters-es';
import * as counts from '../src/shared/content/library-counts';

// The eldercare library at build time (issue 58, decision record 097). The modules below are
// computed from the library (its counts, the starter tasks, the printable checklist, the last two
// in English and in Spanish, each language its own module: issue 59); in a Vite
// build each is replaced by its values, written out as literals, so a page that says '106
// tasks' or shows the demo's 22 does not carry the other entries (about 100 KB of text). The
// values are the modules' own, read here when the build starts: one computation, never typed.
// Elsewhere (the server, the tests) the modules compute the same values as they load.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The modules a build replaces with their values, by path from the repository's root. */
export const BUILT_MODULES: Record<string, Record<string, unknown>> = {
  'src/shared/content/library-counts.ts': counts,
  'src/shared/content/library/starters.ts': starters,
  'src/shared/content/library/starters-es.ts': startersEs,
  'src/shared/content/library/printable.ts': printable,
  'src/shared/content/library/printable-es.ts': printableEs,
  'src/shared/content/library/category-counts.ts': categoryCounts,
};

/** A module of data as literals: each export's value as JSON (refusing anything JSON loses). */
export function literalModule(values: Record<string, unknown>): string {
  return Object.entries(values)
    .map(([name, value]) => {
      const json = JSON.stringify(value);
      if (json === undefined || !isDeepStrictEqual(JSON.parse(json), value)) {
        throw new Error(`library-build-plugin: ${name} is not plain data`);
      }
      return `export const ${name} = ${json};\n`;
    })
    .join('');
}

export function libraryAtBuild(): Plugin {
  return {
    name: 'library-at-build',
    enforce: 'pre',
    load(id) {
      const file = path
        .relative(ROOT, id.split('?')[0] ?? id)
        .split(path.sep)
        .join('/');
      const values = BUILT_MODULES[file];
      return values ? literalModule(values) : null;
    },
  };
}
