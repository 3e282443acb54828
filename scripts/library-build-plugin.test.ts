import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_MODULES, libraryAtBuild, literalModule } from './library-build-plugin';
import { ROOT } from './server-features';

// The library at build time (record 097): the modules a Vite build replaces are written out as
// their very values, so the pages' figures are the library's counts, never typed.

/** The module a build would load for `file`, imported from its source text. */
async function built(file: string): Promise<Record<string, unknown>> {
  const plugin = libraryAtBuild();
  const load = plugin.load as (id: string) => string | null;
  const code = load(path.join(ROOT, file));
  if (code === null) throw new Error(`${file} is not replaced`);
  return import(`data:text/javascript,${encodeURIComponent(code)}`);
}

describe('the library at build time', () => {
  it('replaces each listed module by the same values, as literals', async () => {
    for (const [file, values] of Object.entries(BUILT_MODULES)) {
      expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
      const replaced = await built(file);
      expect({ ...replaced }, file).toEqual({ ...values });
    }
    const counts = await built('src/shared/content/library-counts.ts');
    expect(counts.LIBRARY_TASK_COUNT).toBeGreaterThanOrEqual(100);
  });

  it('leaves every other module alone, and refuses a value that is not plain data', () => {
    const load = libraryAtBuild().load as (id: string) => string | null;
    expect(load(path.join(ROOT, 'src/shared/content/library/library.ts'))).toBeNull();
    expect(() => literalModule({ count: () => 1 })).toThrow(/not plain data/);
    expect(() => literalModule({ when: new Date(0) })).toThrow(/not plain data/);
  });
});
