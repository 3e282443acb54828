import { expect, test } from './fixtures';
import { hydrateHeldBack, openHeldBack } from './support/phone';
import { E2E_BASE_URL } from './support/ports';
import { signedInAccount, signedInAgain } from './support/sign-in';

// The welcome video pop-up (the spec's first-use dialog) once per account, drawn with /app
// (issue 55, #56 item 9, record 088): on a phone's processor, with the scripts held back, a new
// account's first /app already shows it; closed, it stays closed in another browser signed in
// as the same account.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a new account’s first /app draws the welcome with the page, and once per account', async ({
  page,
  browser,
  expectAccessible,
}) => {
  const { email } = await signedInAccount(page, { welcomeSeen: false });
  const { release } = await openHeldBack(page, '/app');
  const welcome = page.getByRole('dialog', { name: 'Welcome to PlanMyEldercare' });
  await expect(welcome).toBeVisible();
  await expect(
    welcome.getByText(/Your checklist groups the important eldercare tasks/),
  ).toBeVisible();
  expect(await page.locator('html[data-hydrated]').count(), 'hydrated too early').toBe(0);

  await hydrateHeldBack(page, release);
  await expect(welcome).toBeFocused();
  await expect(welcome.getByTitle('Welcome video')).toBeAttached();
  await expectAccessible();
  await page.keyboard.press('Escape');
  await expect(welcome).toBeHidden();

  // Another browser (a new phone), the same account: no welcome, drawn or hydrated.
  const other = await browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
  });
  const again = await other.newPage();
  await signedInAgain(again.request, email);
  const rendered = await again.goto('/app');
  expect(await rendered?.text(), 'not in the server-rendered page').not.toContain(
    'Welcome to PlanMyEldercare',
  );
  await again.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(again.getByRole('heading', { name: 'Your care checklist' })).toBeVisible();
  await expect(again.getByRole('dialog')).toHaveCount(0);
  await other.close();
});
