import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { invitationLink, subjectsTo, waitForCode } from './support/mailbox';
import { JOURNEY_PASSWORD, signedInAccount, verifiedAccount } from './support/sign-in';

// A shared plan outlives any one member (issue 33, item 1; decision D10): on a phone, the owner
// sees before deleting their account that the plan stays with the family and who will own it;
// after, the caregiver still has every task and is its owner. Leaving the plan says the same.

const PHONE = { width: 390, height: 844 };

/** The page's account owns 'Care plan for Mom'; a relative in another browser joins it. */
async function ownerWithCaregiver(page: Page, browser: Browser) {
  const { email: owner } = await signedInAccount(page);
  const [plan] = (await (await page.request.get('/api/plans')).json()) as { id: string }[];
  const planId = plan?.id as string;
  await page.request.patch(`/api/plans/${planId}`, { data: { name: 'Care plan for Mom' } });
  const relative = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await relative.addInitScript(() => localStorage.setItem('pme_has_seen_welcome', 'true'));
  const { email: caregiver } = await verifiedAccount(relative.request);
  await page.request.post(`/api/plans/${planId}/invitations`, {
    data: { email: caregiver, role: 'caregiver' },
  });
  const token = new URL(await invitationLink(caregiver)).hash.slice(1);
  await relative.request.post('/api/invitations/accept', { data: { token } });
  return { owner, caregiver, planId, relative };
}

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test('an owner deletes their account on a phone; the plan stays with the caregiver, who now owns it', async ({
  page,
  browser,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const { owner, caregiver, planId, relative } = await ownerWithCaregiver(page, browser);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await expect(dialog.getByRole('listitem')).toHaveText(
    `“Care plan for Mom” stays with its 1 other member. ${caregiver} becomes its owner, and everyone in it is told by email.`,
  );
  await expectAccessible();
  await dialog.getByLabel('Current Password').fill(JOURNEY_PASSWORD);
  await dialog.getByRole('button', { name: 'Email me a code' }).click();
  await dialog.getByLabel('6-digit code').fill(await waitForCode(owner, 1, /deletion code/));
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page).toHaveURL('/');

  // The caregiver is told, and finds the plan, its tasks and the owner's role theirs.
  await expect.poll(() => subjectsTo(caregiver)).toContain('You now own “Care plan for Mom”');
  const phone = await relative.newPage();
  await phone.goto(`/family?plan=${planId}`);
  await expect(
    phone.getByRole('heading', { level: 1, name: 'Family: Care plan for Mom' }),
  ).toBeVisible();
  await expect(phone.getByText('You are an owner of this plan.')).toBeVisible();
  await expectAccessible(phone);
  await phone.goto(`/app?plan=${planId}&category=housing`);
  await expect(phone.getByRole('article').first()).toBeVisible();
  await relative.close();
});

test('the last owner leaving is told who will own the plan, and the plan stays', async ({
  page,
  browser,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const { caregiver, planId, relative } = await ownerWithCaregiver(page, browser);
  await page.goto(`/family?plan=${planId}`);
  await page.getByRole('button', { name: 'Leave plan' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave Care plan for Mom?' });
  await expect(dialog).toContainText(
    `You are its only owner, so ${caregiver} will become its owner.`,
  );
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Leave plan' }).click();
  await expect(page).toHaveURL('/app');

  const plans = (await (await relative.request.get('/api/plans')).json()) as {
    id: string;
    role: string;
  }[];
  expect(plans.find((plan) => plan.id === planId)?.role).toBe('owner');
  await relative.close();
});
