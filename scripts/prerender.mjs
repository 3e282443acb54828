// Prerenders every page at build time (record 035) with the server-side build of the client
// (dist/ssr/entry-server.js) and writes dist/prerendered.json, which the server puts into the
// root element of each page it sends. Run by `npm run build` after the two Vite builds.
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

const entry = pathToFileURL(`${process.cwd()}/dist/ssr/entry-server.js`).href;
const { prerenderPaths, renderPath } = await import(entry);

const pages = {};
for (const path of prerenderPaths) {
  pages[path] = await renderPath(path);
  if (!pages[path]) throw new Error(`${path} was rendered empty`);
}
await writeFile('dist/prerendered.json', `${JSON.stringify(pages)}\n`);
console.log(`prerendered ${prerenderPaths.length} pages into dist/prerendered.json`);
