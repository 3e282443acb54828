import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './scripts/compile-hints-plugin';
import { libraryAtBuild } from './scripts/library-build-plugin';
import { linguiMacros } from './scripts/lingui-macro-plugin.mjs';

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [libraryAtBuild(), linguiMacros(), react(), tailwindcss(), compileHints()],
  // The server's drawing bundles its libraries, and React's production build among them: a
  // server started without NODE_ENV=production (the default is development) would otherwise
  // draw every page with React's development build, checks and warnings included. Built only: a
  // page loaded by Vite's dev server (src/client/hydration.test.tsx) runs its libraries as they are.
  ssr: command === 'build' ? { noExternal: true } : undefined,
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // No source maps: served publicly they would publish the whole client source.
    sourcemap: false,
    // Two page templates: the app's, and the content pages' with no app (record 053).
    // Every browser we serve preloads modules itself; the polyfill would be one more script
    // shared by both templates, so one more request for every page.
    modulePreload: {
      polyfill: false,
      // A form island's code (record 061) is fetched as its modules ask for it: Vite's preload
      // links, inserted by script, cost a phone's processor more than the round trip they save.
      // The module a dynamic import asks for is never listed: import() fetches it itself, so a
      // link for it would only be one more element inserted by script (record 067).
      resolveDependencies: (file, deps, { hostId, hostType }) =>
        hostType === 'js' && hostId.includes('content-page')
          ? []
          : deps.filter((dep) => dep !== file),
    },
    // One stylesheet, which the server puts inline in every page (record 041). Split by chunk,
    // it was the shared chunk's CSS, so every lazily loaded module listed it and Vite's preload
    // fetched it again as a <link>: the page's whole stylesheet twice (record 061).
    cssCodeSplit: false,
    // The client's manifest, from which scripts/module-preloads.mjs lists each page's modules for
    // the server to send as <link rel="modulepreload"> (record 067); it then removes it.
    manifest: !isSsrBuild,
    rollupOptions: {
      input: { index: 'index.html', 'content-page': 'content-page.html' },
      // The icons that two or more chunks share travel in one chunk of their own. Split as the
      // bundler splits them by default, /app fetched 12 icons of 200-400 bytes each, each one a
      // request with about 900 bytes of headers (record 065). Icons are pure leaves: nothing
      // else is pulled into their chunk (React stays in the framework's chunk). The server's
      // build reads its chunks from disk, where a request costs nothing: it is left as it is.
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                // React and Lingui, which every page with the app or a form island loads whole
                // and a content page never (record 100): one chunk, not five that the bundler
                // would cut by which entries reach each part.
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|@lingui[\\/][a-z-]+)[\\/]|src[\\/]shared[\\/]i18n[\\/]locales\.ts/,
                },
                {
                  name: 'icons',
                  test: /node_modules[\\/]lucide-react[\\/]/,
                  includeDependenciesRecursively: false,
                  minShareCount: 2,
                },
              ],
            },
          },
    },
  },
  server: {
    port: 5173,
    host: '127.0.0.1',
    // In development the API runs on its own (npm run dev:server); Vite forwards to it.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
