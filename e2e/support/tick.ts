import { expect, type Locator } from '@playwright/test';

/**
 * Ticks a subtask's checkbox as a user does: once it is stored (a new row is disabled until the
 * server gives it an id), click, then wait for the tick to show. Playwright's `check()` reads the
 * state straight after the click, but the optimistic tick is rendered a render later, which a busy
 * machine can delay past that read.
 */
export async function tick(checkbox: Locator): Promise<void> {
  await expect(checkbox).toBeEnabled();
  await expect(checkbox).not.toBeChecked();
  await checkbox.click();
  await expect(checkbox).toBeChecked();
}
