import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated an element of a page drawn ahead (record 035): until then its
 * buttons do nothing, as their handlers are not attached yet. React marks each element it owns
 * with a property named __reactProps$...; the journeys use it for buttons that need the script.
 */
export async function expectHydrated(element: Locator) {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
}
