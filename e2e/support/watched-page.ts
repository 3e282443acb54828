import { expect, type Page } from '@playwright/test';

/**
 * Makes a page behave as the journeys expect and watches it: a navigation to one of our pages
 * (prerendered and hydrated, record 035) returns once the app runs the page, as a person would
 * see the spinner-free page and click once it works; and anything the browser refused under our
 * Content-Security-Policy, or any hydration mismatch React reports, is kept. `expectClean`
 * fails the journey on either. The `page` fixture and the sweeps' extra pages use it.
 */
export function watchPage(page: Page, { javaScriptEnabled = true } = {}) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForHydration = async <R>(
    response: (R & { headers(): Record<string, string> }) | null,
    waitUntil?: string,
  ) => {
    // A journey that acts before the page's scripts ran asks for the page as soon as it arrives.
    if (waitUntil === 'commit') return response;
    if (javaScriptEnabled && response?.headers()['content-type']?.includes('text/html')) {
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    }
    return response;
  };
  page.goto = async (url, options) =>
    waitForHydration(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => waitForHydration(await reload(options));
  const refused: string[] = [];
  const hydration: string[] = [];
  // Production React reports what it could not hydrate to the page (its default
  // onRecoverableError), as a minified error: 418 (the server's HTML did not match), 419 (a
  // boundary the server could not finish), 421 (a boundary updated before it was hydrated), 422
  // and 423 (rendered again in the browser after an error while hydrating), 425 (text mismatch).
  const isHydration = (text: string) =>
    /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b/i.test(text);
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    if (isHydration(message.text())) hydration.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (isHydration(`${error.message} ${error.stack ?? ''}`)) hydration.push(error.message);
  });
  return {
    expectClean() {
      expect(refused, 'Content-Security-Policy violations').toEqual([]);
      expect(hydration, 'hydration warnings').toEqual([]);
    },
  };
}
