// Bundles the emergency sheet's service worker (decision record 082) into dist/client/sw.js, the
// client's root, where the server sends it like any other built file (and precompress.mjs gives
// it a Brotli copy). One classic script, not a module: every browser runs those as a worker.
// Run by `npm run build` after the Vite builds, which empty dist/client.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/client/service-worker/emergency-sheet-worker.ts'],
  outfile: 'dist/client/sw.js',
  bundle: true,
  platform: 'browser',
  format: 'iife',
  target: 'es2020',
  minify: true,
  // Workbox's development logging and checks are left out, as in its production build.
  define: { 'process.env.NODE_ENV': '"production"' },
  // No source map: served publicly it would publish the source, as the client's would (vite.config.ts).
  sourcemap: false,
  logLevel: 'warning',
});
