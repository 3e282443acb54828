import type { Page } from '@playwright/test';

// A phone's processor, and a page whose scripts are late: what issue 32's journeys act on.

/** Slows the page's processor 4 times, as Lighthouse's mobile preset assumes. */
export async function onPhoneProcessor(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Holds back every script of the app (`/assets/*.js`) until the returned function is called:
 * what the page does before its scripts have run.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}
