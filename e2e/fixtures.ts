import { type BrowserContextOptions, test as base, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { E2E_BASE_URL } from './support/ports';
import { markWelcomeSeen, signedInAdmin, verifiedAccount } from './support/sign-in';
import { watchPage } from './support/watched-page';
import { workerAdmin } from './support/worker-admins';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
type Account = 'nobody' | 'user' | 'admin';
type SharedAccount = Exclude<Account, 'nobody'>;

type Fixtures = {
  /** Runs axe (WCAG 2.0-2.2 A and AA) on the page as it is now; any violation fails the test. */
  expectAccessible: (page?: Page) => Promise<void>;
  /** Who the page is signed in as: an account shared by the worker's journeys, or nobody. */
  signedInAs: Account;
  /** The browser state of a shared account, its session just used (what `signedInAs` loads). */
  sharedState: (account: SharedAccount) => Promise<StorageState>;
};

type WorkerFixtures = {
  /** This worker's administrator (worker-admins.ts): sign in as it, not as another worker's. */
  admin: { email: string; password: string };
  /** Signed-in browser states made once per worker, on first use; never sign these out. */
  sharedAccounts: { storageFor: (account: SharedAccount) => Promise<StorageState> };
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  signedInAs: ['nobody', { option: true }],
  admin: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => use(workerAdmin(workerInfo.parallelIndex)),
    { scope: 'worker' },
  ],
  sharedAccounts: [
    async ({ playwright, admin }, use) => {
      const made = new Map<string, Promise<StorageState>>();
      const storageFor = (account: SharedAccount) => {
        let state = made.get(account);
        if (!state) {
          state = (async () => {
            const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
            if (account === 'admin') await signedInAdmin(request, admin);
            else await verifiedAccount(request);
            // The welcome pop-up has its own journeys: shared accounts have closed it, on the
            // account (record 088), so every browser they sign in from sees it closed.
            await markWelcomeSeen(request);
            const { cookies } = await request.storageState();
            await request.dispose();
            return { cookies, origins: [] };
          })();
          made.set(account, state);
        }
        return state;
      };
      await use({ storageFor });
    },
    { scope: 'worker' },
  ],
  sharedState: async ({ sharedAccounts, playwright }, use) => {
    await use(async (account) => {
      const shared = await sharedAccounts.storageFor(account);
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
      return shared;
    });
  },
  storageState: async ({ signedInAs, sharedState, storageState }, use) => {
    if (signedInAs === 'nobody') return use(storageState);
    await use(await sharedState(signedInAs));
  },
  // Every journey fails if the browser refused anything under our Content-Security-Policy, or if
  // React found a prerendered page (record 035) different from what it rendered when hydrating.
  page: async ({ page, javaScriptEnabled }, use) => {
    const watched = watchPage(page, { javaScriptEnabled: javaScriptEnabled !== false });
    await use(page);
    watched.expectClean();
  },
  // On the page people use: a prerendered page shows its controls before its scripts have run,
  // looking not ready (faded, record 052), which is not what axe should judge. The signed-in
  // dashboard is rendered so too (record 054), and a page reached by a sign-in is not a `goto`.
  expectAccessible: async ({ page, javaScriptEnabled }, use) => {
    await use(async (target = page) => {
      if (javaScriptEnabled !== false) {
        await target.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      }
      await expectNoAxeViolations(target);
    });
  },
});

export { expect };
