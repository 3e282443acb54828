import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessibleScreen } from './support/a11y-screen';
import { invitationLink, verificationCodes, waitForCode } from './support/mailbox';
import { E2E_BASE_URL } from './support/ports';
import { JOURNEY_PASSWORD, newEmail, signedInAccount, verifiedAccount } from './support/sign-in';

// An invitation always ends in the plan (issue 33, item 2): a relative who follows the emailed
// link on a phone, with no account or with one, lands in the plan they were invited to. A new
// account gets no empty plan of its own beside it; `/app` opens the plan last chosen, and the
// phone's menu names each plan and role in full at 320 px (item 3, record 077).

const PHONE = { width: 390, height: 844 };
const SMALLEST_PHONE = { width: 320, height: 640 };

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code, { delay: 30 });
}

/** The page's new account invites `email` to its plan, named, and returns the plan. */
async function ownerInvites(page: Page, email: string, planName: string) {
  await signedInAccount(page);
  const [plan] = (await (await page.request.get('/api/plans')).json()) as { id: string }[];
  const renamed = await page.request.patch(`/api/plans/${plan?.id}`, { data: { name: planName } });
  expect(renamed.status()).toBe(200);
  const invited = await page.request.post(`/api/plans/${plan?.id}/invitations`, {
    data: { email, role: 'caregiver' },
  });
  expect(invited.status()).toBe(201);
  return { planId: plan?.id as string, link: new URL(await invitationLink(email)) };
}

/** A phone-sized browser of someone else, with the emailed link opened. */
async function openOnPhone(browser: Browser, link: URL, viewport = PHONE) {
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
  const guest = await context.newPage();
  await guest.addInitScript(() => localStorage.setItem('pme_has_seen_welcome', 'true'));
  await guest.goto(`/join${link.hash}`);
  await guest.locator('html[data-hydrated]').waitFor();
  await expect(guest.getByRole('heading', { name: /^You're invited to join / })).toBeVisible();
  return { context, guest };
}

test('a new address follows the invitation, creates an account with the code and lands in the plan', async ({
  page,
  browser,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const invitee = newEmail();
  const { planId, link } = await ownerInvites(page, invitee, 'Care plan for Mom');
  const { context, guest } = await openOnPhone(browser, link);

  await guest.getByRole('link', { name: 'Create an account' }).click();
  await expect(guest).toHaveURL('/signup');
  await expect(guest.getByText('Create your account to join Care plan for Mom.')).toBeVisible();
  // The address is the invitation's, filled in.
  await expect(guest.getByLabel('Email')).toHaveValue(invitee);
  await expectAccessible(guest);
  await guest.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
  await guest.getByLabel('Confirm Password').fill(JOURNEY_PASSWORD);
  await guest.getByLabel(/I agree to the Terms of Service/).check();
  await guest.getByRole('button', { name: 'Create Account' }).click();

  await expect(guest).toHaveURL('/mfa');
  await typeCode(guest, await waitForCode(invitee, 1));

  // In the plan, joined, with no second step, and no empty plan of their own beside it.
  await expect(guest).toHaveURL(`/app?plan=${planId}`);
  await expect(guest.getByText('You joined Care plan for Mom.')).toBeVisible();
  const plans = await (await guest.request.get('/api/plans')).json();
  expect(plans).toEqual([expect.objectContaining({ id: planId, name: 'Care plan for Mom' })]);
  await guest.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(guest.getByRole('link', { name: /^Checklist/ })).toBeVisible();
  await expect(guest.getByRole('region', { name: 'Care plans' })).toHaveCount(0);
  await expectAccessible(guest);

  // The owner's circle has them; the invitation is used.
  const circle = await (await page.request.get(`/api/plans/${planId}/members`)).json();
  expect(circle.members.map((member: { email: string }) => member.email)).toContain(invitee);
  expect(circle.invitations).toHaveLength(0);
  await context.close();
});

test('an existing account signs in from the invitation on a 320 px phone, lands in the plan, and /app opens the plan last chosen', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const { email: invitee } = await verifiedAccount(api);
  await api.dispose();
  const { planId, link } = await ownerInvites(page, invitee, 'Dad at home');
  const { context, guest } = await openOnPhone(browser, link, SMALLEST_PHONE);

  await guest.getByRole('link', { name: 'Sign in to join' }).click();
  await expect(guest).toHaveURL('/login');
  const codesBefore = (await verificationCodes(invitee)).length;
  await expect(guest.getByLabel('Email')).toHaveValue(invitee);
  await guest.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
  await guest.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(guest).toHaveURL('/mfa');
  await typeCode(guest, await waitForCode(invitee, codesBefore + 1));

  await expect(guest).toHaveURL(`/app?plan=${planId}`);
  await expect(guest.getByText('You joined Dad at home')).toBeVisible();

  // Each plan named in full with the role, at 320 px; the one shown is marked.
  const menu = guest.getByRole('button', { name: 'Menu', exact: true });
  const plans = guest.getByRole('region', { name: 'Care plans' });
  const dad = plans.getByRole('link', { name: /^Dad at home/ });
  const own = plans.getByRole('link', { name: /^Care plan/ });
  await menu.click();
  await expect(dad).toHaveText('Dad at homeCaregiver');
  await expect(dad).toHaveAttribute('aria-current', 'true');
  await expect(own).toHaveText('Care planOwner');
  for (const link of [dad, own]) {
    const box = await link.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(SMALLEST_PHONE.width);
  }
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBe(
    SMALLEST_PHONE.width,
  );
  // A screen no sweep renders (two plans in the phone's menu): axe in both themes, reflow, spacing.
  await expectAccessibleScreen(guest, 'the phone menu with two care plans');

  // The plan just joined is the one /app opens, and after choosing another, that one.
  await guest.goto('/app');
  await menu.click();
  await expect(dad).toHaveAttribute('aria-current', 'true');
  await own.click();
  await expect(guest).toHaveURL(/\/app\?plan=/);
  await expect(guest).not.toHaveURL(`/app?plan=${planId}`);
  await expect
    .poll(async () => {
      const list = (await (await guest.request.get('/api/plans')).json()) as {
        name: string;
        isDefault: boolean;
      }[];
      return list.find((plan) => plan.isDefault)?.name;
    })
    .toBe('Care plan');
  await guest.goto('/app');
  await menu.click();
  await expect(own).toHaveAttribute('aria-current', 'true');
  await expect(dad).not.toHaveAttribute('aria-current');
  await context.close();
});
