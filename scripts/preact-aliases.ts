import { fileURLToPath } from 'node:url';

/**
 * React's names resolved to Preact (record 058): the build's, and the client tests' that
 * must run on Preact as the browser does (`*.preact.test.tsx`).
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  {
    find: /^react-dom\/static$/,
    replacement: fileURLToPath(new URL('../src/client/preact/prerender.ts', import.meta.url)),
  },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
