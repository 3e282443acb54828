import { expect, type Locator } from '@playwright/test';

/**
 * Waits until an element of a page drawn ahead (record 035) works: until then its buttons do
 * nothing, as their handlers are not attached yet. React marks each element it owns with a
 * property named __reactProps$...; a content page, which has no React (record 053), is ready
 * once content-page.ts has attached its handlers and marked the document `content-page`.
 */
export async function expectHydrated(element: Locator) {
  await expect
    .poll(() =>
      element.evaluate(
        (node) =>
          Object.keys(node).some((key) => key.startsWith('__reactProps$')) ||
          document.documentElement.dataset.hydrated === 'content-page',
      ),
    )
    .toBe(true);
}
