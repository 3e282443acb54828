// Lists, for each page the app renders, the modules its first rendering loads (the app, the
// signed-in pages' guards, the page), from Vite's manifest of the client build, into
// dist/module-preloads.json; the server sends them in the page as <link rel="modulepreload">
// (record 067). Run by `npm run build` after the Vite builds. The manifest itself names every
// source file, so it is removed from the folder the server serves.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const manifestDir = 'dist/client/.vite';
const manifest = JSON.parse(await readFile(path.join(manifestDir, 'manifest.json'), 'utf8'));
await rm(manifestDir, { recursive: true, force: true });

/** A module's chunk and every chunk it imports statically, by manifest key. */
function chunksOf(key, found = new Set()) {
  if (found.has(key)) return found;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the client build's manifest`);
  found.add(key);
  for (const imported of chunk.imports ?? []) chunksOf(imported, found);
  return found;
}

/** The manifest key of a source module given without its extension. */
function keyOf(source) {
  const key = ['.tsx', '.ts'].map((extension) => `${source}${extension}`).find((k) => manifest[k]);
  if (!key) throw new Error(`${source} is not in the client build's manifest`);
  return key;
}

// Every chunk, the template's own script among them: Vite's preload helper looks for `<link>`
// elements only, and would insert one for it.
const urls = (keys) => [...keys].map((key) => `/${manifest[key].file}`);

// The page of each route and its feature, read from the loaders in pages.ts: `'/path':
// featureLoader('feature', () => import('../features/feature/...'), ...)`. A route whose loader
// takes another form, or names another feature than its module's, fails the build.
const pagesSource = await readFile('src/client/app/pages.ts', 'utf8');
const pagesTable = pagesSource.slice(pagesSource.indexOf('export const pages'));
const routeEntries = [...pagesTable.matchAll(/^ {2}'([^']+)': featureLoader\(/gm)].map((m) => m[1]);
const loaders = [
  ...pagesTable.matchAll(
    /^ {2}'([^']+)': featureLoader\(\s*'([^']+)',\s*\(\) =>\s*import\('([^']+)'\)/gm,
  ),
];
if (routeEntries.length === 0 || loaders.length !== routeEntries.length) {
  throw new Error(
    "src/client/app/pages.ts: every page is expected as featureLoader('feature', () => import(...), ...)",
  );
}

// Each language's words (record 100): the common ones every page loads (lib/i18n.ts
// `loadI18n`), and each page's feature's, which its loader loads beside its code.
const languages = ['en', 'es'];
const common = Object.fromEntries(
  languages.map((language) => [
    language,
    urls(chunksOf(keyOf(`src/client/locales/common-${language}`))),
  ]),
);
const pageWords = Object.fromEntries(languages.map((language) => [language, {}]));

const pages = {};
for (const [, route, feature, specifier] of loaders) {
  const source = path.posix.join('src/client/app', specifier);
  if (!source.startsWith(`src/client/features/${feature}/`)) {
    throw new Error(`src/client/app/pages.ts: ${route} names ${feature} but loads ${specifier}`);
  }
  pages[route] = urls(chunksOf(keyOf(source)));
  for (const language of languages) {
    const words = keyOf(`src/client/features/${feature}/locales/${language}`);
    pageWords[language][route] = urls(chunksOf(words));
  }
}

const catalogs = Object.fromEntries(
  languages.map((language) => [language, { common: common[language], pages: pageWords[language] }]),
);

const preloads = {
  app: urls(chunksOf(keyOf('src/client/main'))),
  guards: urls(chunksOf(keyOf('src/client/app/guards'))),
  catalogs,
  pages,
};
await writeFile('dist/module-preloads.json', `${JSON.stringify(preloads)}\n`);
console.log(`listed the modules of ${loaders.length} pages into dist/module-preloads.json`);
