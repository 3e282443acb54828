import { expect, type Locator } from '@playwright/test';

/**
 * Waits until an element of a prerendered page (record 035) works: until then its buttons do
 * nothing, as their handlers are not attached yet. The page marks the document `data-hydrated`
 * once its own component has been hydrated (app/hydration-mark.tsx, rendered inside the page's
 * lazily loaded component), and a content page (record 053) once content-page.ts has attached
 * its handlers.
 */
export async function expectHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate(() => document.documentElement.dataset.hydrated !== undefined))
    .toBe(true);
}
