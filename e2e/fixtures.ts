import { type BrowserContextOptions, test as base, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { E2E_BASE_URL } from './support/ports';
import { signedInAdmin, verifiedAccount } from './support/sign-in';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
type Account = 'nobody' | 'user' | 'admin';

type Fixtures = {
  /** Runs axe (WCAG 2.0-2.2 A and AA) on the page as it is now; any violation fails the test. */
  expectAccessible: (page?: Page) => Promise<void>;
  /** The theme the app starts in; unset, the app's own default (light) and no stored choice. */
  theme: 'light' | 'dark' | undefined;
  /** Who the page is signed in as: an account shared by the worker's journeys, or nobody. */
  signedInAs: Account;
};

type WorkerFixtures = {
  /** Signed-in browser states made once per worker, on first use; never sign these out. */
  sharedAccounts: { storageFor: (account: Exclude<Account, 'nobody'>) => Promise<StorageState> };
};

// The welcome pop-up has its own journeys; in shared accounts it is already seen.
const welcomeSeen = [
  {
    origin: E2E_BASE_URL,
    localStorage: [{ name: 'pme_has_seen_welcome', value: 'true' }],
  },
];

export const test = base.extend<Fixtures, WorkerFixtures>({
  theme: [undefined, { option: true }],
  signedInAs: ['nobody', { option: true }],
  sharedAccounts: [
    async ({ playwright }, use) => {
      const made = new Map<string, Promise<StorageState>>();
      const storageFor = (account: Exclude<Account, 'nobody'>) => {
        let state = made.get(account);
        if (!state) {
          state = (async () => {
            const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
            if (account === 'admin') await signedInAdmin(request);
            else await verifiedAccount(request);
            const { cookies } = await request.storageState();
            await request.dispose();
            return { cookies, origins: welcomeSeen };
          })();
          made.set(account, state);
        }
        return state;
      };
      await use({ storageFor });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedInAs, sharedAccounts, storageState, playwright }, use) => {
    if (signedInAs === 'nobody') return use(storageState);
    const shared = await sharedAccounts.storageFor(signedInAs);
    // A shared account is used as a person would use it, without 15 idle minutes: on a busy
    // machine the journeys between two that use it can take longer than that, and the session
    // timeout warning would then cover the next page.
    const request = await playwright.request.newContext({
      baseURL: E2E_BASE_URL,
      storageState: shared,
    });
    const touched = await request.post('/api/auth/session/activity', {
      headers: { origin: E2E_BASE_URL },
    });
    expect(touched.status(), await touched.text()).toBe(200);
    await request.dispose();
    await use(shared);
  },
  context: async ({ context, theme }, use) => {
    if (theme) {
      await context.addInitScript((chosen) => {
        if (!localStorage.getItem('ui-theme')) localStorage.setItem('ui-theme', chosen);
      }, theme);
    }
    await use(context);
  },
  // Every journey fails if the browser refused anything under our Content-Security-Policy, or if
  // React found a page drawn ahead (record 035) different from what it drew when hydrating.
  page: async ({ page, javaScriptEnabled }, use) => {
    // Our pages are drawn ahead and then hydrated (record 035): after a navigation, wait until
    // the app runs the page, as a person would see the spinner-free page and click once it works.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const waitForHydration = async <R>(
      response: (R & { headers(): Record<string, string> }) | null,
    ) => {
      if (
        javaScriptEnabled !== false &&
        response?.headers()['content-type']?.includes('text/html')
      ) {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      }
      return response;
    };
    page.goto = async (url, options) => waitForHydration(await goto(url, options));
    page.reload = async (options) => waitForHydration(await reload(options));
    const refused: string[] = [];
    const hydration: string[] = [];
    // Production React reports a mismatch as minified error 418, 423 or 425, thrown to the page.
    const isHydration = (text: string) => /hydrat|react\.dev\/errors\/(418|423|425)\b/i.test(text);
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      if (isHydration(message.text())) hydration.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (isHydration(`${error.message} ${error.stack ?? ''}`)) hydration.push(error.message);
    });
    await use(page);
    expect(refused, 'Content-Security-Policy violations').toEqual([]);
    expect(hydration, 'hydration warnings').toEqual([]);
  },
  expectAccessible: async ({ page }, use) => {
    await use((target = page) => expectNoAxeViolations(target));
  },
});

export { expect };
