import type { Plugin } from 'vite';

/** Lingui's macros run by Babel on the client's own files (see the .mjs). */
export function linguiMacros(): Plugin;
