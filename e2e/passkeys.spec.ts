import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessibleScreen } from './support/a11y-screen';
import { E2E_PORT } from './support/ports';
import { JOURNEY_PASSWORD, verifiedAccount } from './support/sign-in';

// Passkeys (issue 57, record 095) with Chromium's virtual authenticator: a phone's fingerprint
// reader through the DevTools WebAuthn domain, answering as a person who touches it. A passkey
// belongs to a host name, never an IP address, so these journeys use localhost.

const LOCALHOST = `http://localhost:${E2E_PORT}`;
test.use({ baseURL: LOCALHOST });

/**
 * A platform authenticator with user verification, like a phone's fingerprint reader. `touch`
 * says whether the person answers the next request: the browser's own suggestion on /login
 * (conditional mediation) waits for a choice, which a virtual authenticator that always answers
 * would make at once, before the person pressed anything.
 */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    touch: (enabled: boolean) =>
      cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled }),
  };
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');
}

const checklist = (page: Page) => page.getByRole('heading', { name: 'Your care checklist' });

/**
 * One touch on 'Sign in with a passkey', and the dashboard. The sign-in page also asks the
 * browser for a passkey quietly (the autofill request), which an authenticator that accepts
 * touches may answer by itself as the button is pressed: the page then leaves under the click,
 * which Playwright can wait on for ever. Either way the person is signed in with one touch.
 */
async function signInWithPasskey(page: Page) {
  const pressed = page
    .getByRole('button', { name: 'Sign in with a passkey' })
    .click({ timeout: 15_000 })
    .catch(() => undefined);
  await Promise.race([pressed, page.waitForURL('/app')]);
  await expect(page).toHaveURL('/app');
  await expect(checklist(page)).toBeVisible();
}

test('a passkey added on /profile signs in with one touch and no code, comes first after an idle sign-out, and once removed the password is asked again', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { email } = await verifiedAccount(page.request);
  const seen = await page.request.post('/api/account/welcome-seen', {
    headers: { origin: LOCALHOST },
  });
  expect(seen.status()).toBe(200);
  const phone = await virtualAuthenticator(page);
  // The browser's clock, so the person can step away for longer than the idle limit.
  await page.clock.install();

  // Added on /profile, named 'my phone'; the first way besides the code brings recovery codes.
  await page.goto('/profile');
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const add = page.getByRole('dialog', { name: 'Add a passkey' });
  await expect(add).toBeVisible();
  await expectAccessibleScreen(page, 'the Add a passkey dialog', { layout: false });
  await add.getByLabel('Name').fill('my phone');
  await add.getByRole('button', { name: 'Create passkey' }).click();
  const added = page.getByRole('dialog', { name: 'Passkey added' });
  await expect(added.getByRole('heading', { name: 'Your 10 recovery codes' })).toBeVisible();
  await expect(added.getByRole('listitem')).toHaveCount(10);
  await expectAccessibleScreen(page, 'a new passkey with its recovery codes', { layout: false });
  await added.getByRole('button', { name: 'I have kept my codes' }).click();
  const passkeys = page.getByRole('list', { name: 'Your passkeys' });
  await expect(passkeys.getByRole('listitem')).toHaveText([/my phone.*Last used not yet/]);
  await expectAccessibleScreen(page, '/profile with a passkey');

  // Signed out, then in again with the passkey: no password, no emailed code.
  await phone.touch(false);
  await logOut(page);
  const withPasskey = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(withPasskey).toBeVisible();
  // Offered first, before the email box, as this browser used a passkey.
  await expect(page.getByText(/no password or emailed code/)).toBeVisible();
  await expectAccessibleScreen(page, '/login with the passkey offered first');
  await phone.touch(true);
  await signInWithPasskey(page);

  // The phone sleeps past the idle limit (15 minutes); coming back is one touch. The page's own
  // requests are over first: a session answer arriving after the jump would start the idle
  // count again from the server's (real) time, which a person's phone never sees.
  await phone.touch(false);
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward('20:00');
  await expect(page.getByText('Your session has expired due to inactivity.')).toBeVisible();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText(/no password or emailed code/)).toBeVisible();
  await phone.touch(true);
  await signInWithPasskey(page);

  // Removed, after asking: the list is empty, and signing in asks for the password again.
  await page.goto('/profile');
  await expect(passkeys.getByRole('listitem')).toHaveText([/my phone.*Last used/]);
  await page.getByRole('button', { name: 'Remove my phone' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Remove this passkey?' });
  await expect(ask).toContainText(
    'You will sign in with your email, password and an emailed code again.',
  );
  await ask.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Passkey removed')).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();

  await phone.touch(false);
  await logOut(page);
  await expect(page.getByText(/no password or emailed code/)).toBeHidden();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/mfa$/);
});
