import { findRoute } from '../src/shared/routes';
import { expect, test } from './fixtures';
import { expectAnnounced, tabTo } from './support/a11y';
import { verificationCodes, waitForCode } from './support/mailbox';

// The demo and the admin journeys with the keyboard alone, as in a11y-keyboard.spec.ts: every
// stop shows its focus (tabTo), focus lands on the new page's heading or the first code box,
// messages are announced and the tab title follows the route.

const titleOf = (path: string) => findRoute(path)?.title ?? '';

// The front page's demo links lead to the public /demo (its keyboard journey is in demo.spec.ts);
// the demo account is reached by its sign-in link, /login?demo=true.
test('the demo account: from its sign-in link to a restriction toast with the keyboard alone', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('pme_has_seen_welcome', 'true'));
  // /login?demo=true signs the demo in by itself (it stays there half a second, too short to
  // check reliably) and loads the dashboard afresh.
  await page.goto('/login?demo=true');
  await expect(page).toHaveURL('/app');
  await expect(page).toHaveTitle(titleOf('/app'));
  const banner = page.getByRole('region', { name: 'Demo account' });
  await expect(banner).toBeVisible();
  // The banner's way to a real account is reached on the way, its focus shown.
  await tabTo(page, banner.getByRole('link', { name: 'Sign up' }));
  const legal = page.getByRole('link', { name: /^Legal Affairs/ });
  await tabTo(page, legal);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Legal Affairs' })).toBeFocused();

  // A card opened from its summary with Enter; a restricted action explains itself in a toast;
  // focus stays where the user is.
  const card = page.getByRole('article').first();
  await tabTo(page, card.locator('summary'));
  await page.keyboard.press('Enter');
  await expect(card.locator('details')).toHaveAttribute('open', '');
  const restricted = card.getByRole('button', { name: 'Demo Restricted (delete task)' });
  await tabTo(page, restricted);
  await page.keyboard.press('Enter');
  await expectAnnounced(page, 'Demo mode restriction');
  await expect(restricted).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Back to Categories' }), {
    back: true,
    max: 80,
  });
  await page.keyboard.press('Enter');
  await expect(legal).toBeFocused();
});

test('the admin: sign in, enter the code and reach the panel with the keyboard alone', async ({
  page,
  admin,
}) => {
  await page.goto('/admin-login');
  await expect(page).toHaveTitle(titleOf('/admin-login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Access' })).toBeVisible();
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(admin.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(admin.password);
  const codesBefore = (await verificationCodes(admin.email)).length;
  await tabTo(page, page.getByRole('button', { name: 'Sign in', exact: true }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/mfa');
  await expect(page).toHaveTitle(titleOf('/mfa'));
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
  await expectAnnounced(page, 'Admin verification code sent');
  await page.keyboard.type(await waitForCode(admin.email, codesBefore + 1), { delay: 30 });

  await expect(page).toHaveURL('/admin');
  await expect(page).toHaveTitle(titleOf('/admin'));
  // Focus lost with the code step goes to the panel's heading, once the admin check has passed.
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeFocused();
  await expectAnnounced(page, 'Admin login verified');
});
