import type { Browser, Page } from '@playwright/test';
import { fullCareProfile } from '../src/server/test/full-care-profile';
import type { CareProfile } from '../src/shared/schemas/care';
import { expect, test } from './fixtures';
import { ownPlanId, pageCount, saveProfile } from './support/emergency-sheet';
import { invitationLink } from './support/mailbox';
import { E2E_BASE_URL } from './support/ports';
import { signedInAccount, verifiedAccount } from './support/sign-in';

// The emergency sheet on the day it is needed (issue 54, items 2 and 9; decision record 082):
// every member's phone keeps the sheets of their plans from their first signed-in visit, a
// member who leaves a plan loses its sheet from the server (404) and from their phone, and the
// sheet prints on one page however it was opened.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** The full profile with 10 medications and 6 contacts, as the report had it. */
const tenMedications: CareProfile = {
  ...fullCareProfile,
  medications: [
    ...fullCareProfile.medications,
    ...fullCareProfile.medications.slice(0, 2).map((medication) => ({
      ...medication,
      name: `${medication.name} (second supply)`,
    })),
  ],
};

/** The addresses of the sheets this device keeps, across every account's cache. */
const keptSheets = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('emergency-sheets:'));
    const urls: string[] = [];
    for (const name of names) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        urls.push(`${url.pathname}${url.search}`);
      }
    }
    return urls.sort();
  });

/** A relative on a phone of their own who is a caregiver in `planId`. */
async function caregiverIn(owner: Page, browser: Browser, planId: string) {
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await phone.addInitScript(() => localStorage.setItem('pme_has_seen_welcome', 'true'));
  const { email } = await verifiedAccount(phone.request);
  await owner.request.post(`/api/plans/${planId}/invitations`, {
    headers: { origin: E2E_BASE_URL },
    data: { email, role: 'caregiver' },
  });
  const token = new URL(await invitationLink(email)).hash.slice(1);
  const joined = await phone.request.post('/api/invitations/accept', {
    headers: { origin: E2E_BASE_URL },
    data: { token },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  const session = (await (await phone.request.get('/api/auth/session')).json()) as {
    user: { id: string };
  };
  return { phone, userId: session.user.id };
}

test('opened by its link from the dashboard, a full sheet prints on one A4 and one Letter page', async ({
  page,
}) => {
  await signedInAccount(page);
  await saveProfile(page, await ownPlanId(page), tenMedications);
  await page.goto('/app');
  await page.getByRole('main').getByRole('link', { name: 'Emergency sheet' }).click();
  await expect(page).toHaveURL(/\/emergency-sheet/);
  await expect(page.getByRole('table', { name: 'Medications' }).getByRole('rowheader')).toHaveCount(
    10,
  );
  await page.emulateMedia({ media: 'print' });
  console.log(
    await page.evaluate(() => {
      const out: string[] = [
        `body ${document.body.scrollHeight} html ${document.documentElement.scrollHeight}`,
      ];
      const walk = (el: Element, depth: number) => {
        const r = el.getBoundingClientRect();
        if (depth < 4 || r.bottom > 1000)
          out.push(
            `${'  '.repeat(depth)}${el.tagName}.${(el.className || '').toString().slice(0, 80)} top=${Math.round(r.top)} h=${Math.round(r.height)} bottom=${Math.round(r.bottom)}`,
          );
        if (depth < 6) for (const c of el.children) walk(c, depth + 1);
      };
      walk(document.body, 0);
      return out.join('\n');
    }),
  );
  for (const format of ['A4', 'Letter'] as const) {
    expect(pageCount(await page.pdf({ format })), `pages on ${format}`).toBe(1);
  }
});

test('a caregiver who only opened the dashboard has the sheet offline; once removed from the plan, the server says 404 and the phone drops it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signedInAccount(page);
  const planId = await ownPlanId(page);
  await saveProfile(page, planId, fullCareProfile);
  const { phone, userId } = await caregiverIn(page, browser, planId);
  const relative = await phone.newPage();

  // The first signed-in visit keeps the sheets of the caregiver's plans (their own, and this one).
  await relative.goto('/app');
  await expect(
    relative.getByRole('main').getByRole('link', { name: 'Emergency sheet' }),
  ).toBeVisible();
  await expect
    .poll(() => keptSheets(relative), { timeout: 20_000 })
    .toContain(`/emergency-sheet?plan=${planId}`);
  // The sheet's worker is active (its scope is the sheet, not this page: `ready` would wait).
  await expect
    .poll(() =>
      relative.evaluate(
        async () =>
          (await navigator.serviceWorker.getRegistration('/emergency-sheet'))?.active?.state,
      ),
    )
    .toBe('activated');

  await phone.setOffline(true);
  await relative.goto(`/emergency-sheet?plan=${planId}`);
  await expect(relative.locator('html[data-kept-copy]')).toHaveCount(1);
  await expect(relative.getByText('Do not resuscitate (DNR)')).toBeVisible();
  await expect(relative.getByText('Something went wrong')).toHaveCount(0);
  await phone.setOffline(false);

  // The owner removes the caregiver: the server no longer renders, nor frames, the sheet for them.
  const removed = await page.request.delete(`/api/plans/${planId}/members/${userId}`, {
    headers: { origin: E2E_BASE_URL },
  });
  expect(removed.status(), await removed.text()).toBeLessThan(300);
  const answer = await phone.request.get(`/emergency-sheet?plan=${planId}`);
  expect(answer.status()).toBe(404);
  expect(await answer.text()).not.toContain('Do not resuscitate');

  // Their next signed-in page load drops the copy from the phone.
  await relative.goto('/app');
  await expect
    .poll(() => keptSheets(relative), { timeout: 20_000 })
    .not.toContain(`/emergency-sheet?plan=${planId}`);
  await phone.setOffline(true);
  await relative.goto(`/emergency-sheet?plan=${planId}`).catch(() => undefined);
  await expect(relative.getByText('Do not resuscitate (DNR)')).toHaveCount(0);
  await phone.setOffline(false);
  await phone.close();
});
