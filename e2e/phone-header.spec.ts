import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { invitationLink } from './support/mailbox';
import { signedInAccount, verifiedAccount } from './support/sign-in';

// The signed-in pages fit a phone (issue 33, item 5): a one-row header whose links are behind a
// Menu button, each page marked as current, the two community links told apart, and the
// family's table and the audit log as stacked rows with no sideways scrolling.

const PHONE = { width: 390, height: 844 };

/** The page's account owns a plan with a caregiver in it. */
async function ownerWithCaregiver(page: Page, browser: Browser) {
  await signedInAccount(page);
  const [plan] = (await (await page.request.get('/api/plans')).json()) as { id: string }[];
  const other = await browser.newContext();
  const { email } = await verifiedAccount(other.request);
  await page.request.post(`/api/plans/${plan?.id}/invitations`, {
    data: { email, role: 'caregiver' },
  });
  const token = new URL(await invitationLink(email)).hash.slice(1);
  await other.request.post('/api/invitations/accept', { data: { token } });
  await other.close();
  return { caregiver: email };
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('on a phone the header is one row; its Menu lists the pages, marks the current one and closes on a choice', async ({
  page,
  expectAccessible,
}) => {
  await page.setViewportSize(PHONE);
  await signedInAccount(page);
  await page.goto('/app');
  await page.locator('html[data-hydrated]').waitFor();
  const header = page.getByRole('banner');
  // Before: four rows, 190-230 px. Now the brand, Menu and the account button: one row, and
  // under it the open plan's name (issue 56, item 5).
  expect((await header.boundingBox())?.height).toBeLessThan(110);
  await expect(header.getByText('Care plan', { exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Family' })).toBeHidden();

  const menuButton = header.getByRole('button', { name: 'Menu', exact: true });
  await menuButton.click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: /^Checklist/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(menu.getByRole('link', { name: /^Discussions/ })).toContainText(
    'Talk with other members here',
  );
  await expect(menu.getByRole('link', { name: /^Community Forum/ })).toContainText(
    'Our forum on its own site, opens in a new tab',
  );
  await expectAccessible();

  await menu.getByRole('link', { name: /^Family/ }).click();
  await expect(page).toHaveURL('/family');
  await expect(menu).toBeHidden();
  await menuButton.click();
  await expect(menu.getByRole('link', { name: /^Family/ })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('on a desktop the header links are in a row, the current page marked', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInAccount(page);
  await page.goto('/calendar');
  const row = page.getByRole('navigation', { name: 'Account' });
  await expect(row.getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }),
  ).toBeHidden();
});

test('on a phone the family and the audit log are stacked rows, with no sideways scrolling', async ({
  page,
  browser,
  expectAccessible,
}) => {
  await page.setViewportSize(PHONE);
  const { caregiver } = await ownerWithCaregiver(page, browser);
  await page.goto('/family');
  const row = page.getByRole('row', { name: new RegExp(caregiver.replace(/[.]/g, '\\.')) });
  await expect(row).toBeVisible();
  // The member's actions are beside their address, in the block's first line.
  const address = await row.getByRole('rowheader').boundingBox();
  const remove = await row.getByRole('button', { name: `Remove ${caregiver}` }).boundingBox();
  expect(remove && address && remove.y < address.y + address.height).toBe(true);
  await expect(row.getByText('Open tasks:')).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  await expectAccessible();

  await page.goto('/audit-logs');
  const entry = page.getByRole('row').nth(1);
  await expect(entry.getByText('Action:')).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  const table = await page.getByRole('table').boundingBox();
  expect(table?.width).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible();
});
