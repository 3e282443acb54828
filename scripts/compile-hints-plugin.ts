import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136 on): compile every function of this file at once. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Starts every chunk of the client's build with V8's compile hint (record 072). A chunk holds a
 * page's code, or a dialog's, loaded when it is about to run: compiled as it streams in, off the
 * main thread, rather than function by function on the main thread while the page hydrates.
 * The hint must open the file, so it is added after Vite's own additions (its preload map).
 * Browsers without the hint read a comment.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.config.build.ssr) return;
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && !output.code.startsWith(COMPILE_HINT)) {
            output.code = COMPILE_HINT + output.code;
          }
        }
      },
    },
  };
}
