// Prerenders every page at build time (record 035) with the server-side build of the client
// (dist/ssr/entry-server.js) and writes dist/prerendered.json, which the server puts into the
// root element of each page it sends. Run by `npm run build` after the two Vite builds.
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

const entry = pathToFileURL(`${process.cwd()}/dist/ssr/entry-server.js`).href;
const { prerenderLanguages, prerenderPaths, renderPath } = await import(entry);

// Each page in each language (record 100): { en: { path: html }, es: { path: html } }.
const pages = {};
for (const { language, locale } of prerenderLanguages) {
  pages[language] = {};
  for (const path of prerenderPaths) {
    pages[language][path] = await renderPath(path, locale);
    if (!pages[language][path]) throw new Error(`${path} (${language}) was rendered empty`);
  }
}
await writeFile('dist/prerendered.json', `${JSON.stringify(pages)}\n`);
console.log(
  `prerendered ${prerenderPaths.length} pages in ${prerenderLanguages.length} languages into dist/prerendered.json`,
);
