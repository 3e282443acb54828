import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// The catalogs (decision record 100): one per client feature, beside its code, so each feature's
// words are edited in one place and two changes to different features never touch the same
// file; one for the client's shared parts, one for the words the shared code sends (page titles,
// rule messages) and one for the server's own (the emails). English is the source; every English entry has its Spanish (a test in
// scripts/ checks). `npm run i18n` extracts and compiles; the compiled catalogs are committed,
// since tsx and esbuild (the server) read them as plain modules.
const notTests = ['**/*.test.ts', '**/*.test.tsx', '**/test/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  catalogs: [
    {
      path: '<rootDir>/src/client/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/client/features/{name}/'],
      exclude: notTests,
    },
    {
      path: '<rootDir>/src/client/locales/{locale}',
      include: [
        '<rootDir>/src/client/app/',
        '<rootDir>/src/client/components/',
        '<rootDir>/src/client/lib/',
        '<rootDir>/src/client/config/',
      ],
      exclude: notTests,
    },
    {
      path: '<rootDir>/src/shared/locales/{locale}',
      include: ['<rootDir>/src/shared/'],
      exclude: [...notTests, '<rootDir>/src/shared/content/library/'],
    },
    // The server's own words (the emails', the audit log's sentences): no page loads them.
    {
      path: '<rootDir>/src/server/locales/{locale}',
      include: ['<rootDir>/src/server/'],
      exclude: notTests,
    },
  ],
});
