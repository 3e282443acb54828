import babel from 'vite-plugin-babel';

// Lingui's macros (`@lingui/react/macro`, `@lingui/core/macro`) turn the client's words into
// catalog lookups at build time (decision record 100). Babel runs them only on the client's own
// files: the server and the shared code are also run by tsx and esbuild, which have no macro step,
// so they name their messages with explicit ids instead (src/shared/i18n/).
export function linguiMacros() {
  return babel({
    include: /src\/client\/.*\.tsx?$/,
    babelConfig: {
      babelrc: false,
      configFile: false,
      parserOpts: { plugins: ['typescript', 'jsx'] },
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    },
  });
}
