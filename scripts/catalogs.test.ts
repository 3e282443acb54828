import { readFile } from 'node:fs/promises';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

// The catalogs (issue 59, decision record 100) are what the code says and nothing else: each is
// extracted from the code as it is now, every English entry has its Spanish, and the compiled
// modules the app loads are compiled from them. `npm run i18n` mends the first and the third.

const config = getConfig({ cwd: process.cwd() });

describe('the catalogs', async () => {
  const catalogs = await getCatalogs(config);

  it.each(catalogs.map((catalog) => [catalog.path.replace(`${process.cwd()}/`, ''), catalog]))(
    '%s holds what the code says, each with its Spanish, compiled',
    async (_name, catalog) => {
      const extracted = (await catalog.collect()) ?? {};
      const english = await catalog.read('en');
      const spanish = await catalog.read('es');
      // A message in the code and not in the catalog, or the other way round: run `npm run i18n`.
      expect(Object.keys(english ?? {}).sort()).toEqual(Object.keys(extracted).sort());
      expect(Object.keys(spanish ?? {}).sort()).toEqual(Object.keys(extracted).sort());
      const untranslated = Object.entries(spanish ?? {})
        .filter(([, entry]) => !entry.translation?.trim())
        .map(([, entry]) => entry.message);
      expect(untranslated, 'messages with no Spanish').toEqual([]);
      for (const [locale, messages] of [
        ['en', english],
        ['es', spanish],
      ] as const) {
        const translations = Object.fromEntries(
          Object.entries(messages ?? {}).map(([id, entry]) => [
            id,
            entry.translation || entry.message || id,
          ]),
        );
        const { source, errors } = createCompiledCatalog(locale, translations, {
          namespace: 'ts',
          strict: false,
        });
        expect(errors, `${locale}: messages that are not valid ICU`).toEqual([]);
        const compiled = await readFile(`${catalog.path.replace('{locale}', locale)}.ts`, 'utf8');
        expect(compiled, `${locale}.ts is stale: run npm run i18n`).toBe(source);
      }
    },
  );

  // A page loads its own feature's catalog, and the server renders it with every catalog at
  // once (record 100): a message (its words and context) said two ways in two catalogs would
  // be drawn one way on the server and the other in the browser. Where the words must differ,
  // a context tells them apart.
  it('say one message one way in every catalog', async () => {
    const said = new Map<string, Map<string, string[]>>();
    for (const catalog of catalogs) {
      const name = catalog.path.replace(`${process.cwd()}/`, '');
      for (const [id, entry] of Object.entries((await catalog.read('es')) ?? {})) {
        const ways = said.get(id) ?? new Map<string, string[]>();
        ways.set(entry.translation ?? '', [...(ways.get(entry.translation ?? '') ?? []), name]);
        said.set(id, ways);
      }
    }
    const twoWays = [...said.entries()]
      .filter(([, ways]) => ways.size > 1)
      .map(([id, ways]) => ({ id, ways: Object.fromEntries(ways) }));
    expect(twoWays).toEqual([]);
  });
});
