import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { JOURNEY_PASSWORD, newEmail } from './support/sign-in';

// Messages that help (issue 33, item 7): at most one toast at a time, where it covers no
// heading; after sign-up no 'Verification required'; /mfa opened directly says once what to do.

const PHONE = { width: 390, height: 844 };

/** The toasts on screen now: sonner marks those beyond `visibleToasts` as not visible. */
const shownToasts = (page: Page) => page.locator('[data-sonner-toast][data-visible="true"]');

async function coversHeading(page: Page): Promise<boolean> {
  const toast = await shownToasts(page).first().boundingBox();
  const heading = await page.getByRole('heading', { level: 1 }).first().boundingBox();
  if (!toast || !heading) return false;
  return toast.y < heading.y + heading.height && heading.y < toast.y + toast.height;
}

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test('after sign-up on a phone: one toast at a time, under the heading, and no "Verification required"', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByLabel('Email').fill(newEmail());
  await page.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
  await page.getByLabel('Confirm Password').fill(JOURNEY_PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/mfa');
  await expect(page.getByText('Verification code sent')).toBeVisible();
  await expect(shownToasts(page)).toHaveCount(1);
  expect(await coversHeading(page)).toBe(false);
  await expect(page.getByText('Verification required', { exact: true })).toHaveCount(0);
});

test('/mfa opened directly says once what to do, and goes to sign-in', async ({ page }) => {
  await page.goto('/mfa');
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Invalid session')).toBeVisible();
  await expect(page.getByText('Invalid session')).toHaveCount(1);
  await expect(page.getByText('Session error')).toHaveCount(0);
  expect(await coversHeading(page)).toBe(false);
});
