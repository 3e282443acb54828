import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactNode } from 'react';

// The browser runs Preact through its React compatibility layer (record 058), so the server
// draws the pages with Preact too: what it draws is what Preact hydrates. The build points
// `react-dom/static` here (vite.config.ts); entry-server.tsx keeps React's own call, which the
// tests that run without the build (hydration.test.tsx) still use.

/**
 * React's `prerenderToNodeStream`, drawn by Preact: it waits for lazily loaded pages too. React's
 * options are about streaming, which this does not do: each boundary is drawn in place.
 */
export async function prerenderToNodeStream(
  tree: ReactNode,
  _options?: { progressiveChunkSize?: number },
): Promise<{ prelude: string[] }> {
  // biome-ignore lint/suspicious/noExplicitAny: a React element is a Preact vnode once aliased
  const html = await renderToStringAsync(tree as any);
  return { prelude: [html] };
}
