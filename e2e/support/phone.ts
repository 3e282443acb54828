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

/**
 * Opens a page on a phone's processor with its scripts held back until `release`, its live
 * stream refused (its catch-up read is by design, record 046); `asked` lists the API requests
 * the page makes.
 */
export async function openHeldBack(page: Page, path: string) {
  await onPhoneProcessor(page);
  const release = await holdScripts(page);
  await page.route('**/api/plans/*/events', (route) => route.abort());
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
  });
  await page.goto(path, { waitUntil: 'commit' });
  return { asked, release };
}

/** Lets the scripts in and waits until the page is hydrated and its requests are done. */
export async function hydrateHeldBack(page: Page, release: () => void): Promise<void> {
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}
