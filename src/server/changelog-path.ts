import { fileURLToPath } from 'node:url';

// The repository's CHANGELOG.md, read by /admin/release-notes. In source this file sits in
// src/server; the build bundles it into dist/server/index.js: two folders below the root either way.
export const CHANGELOG_PATH = fileURLToPath(new URL('../../CHANGELOG.md', import.meta.url));
