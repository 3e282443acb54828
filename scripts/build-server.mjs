// Bundles the server into dist/server/index.js and copies the SQL migrations beside it.
import { cp } from 'node:fs/promises';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/index.ts', 'src/server/cli.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Native and WebAssembly packages load their own files at run time.
  packages: 'external',
  logLevel: 'warning',
});
await cp('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
