import { expect, test } from './fixtures';
import { hydrateHeldBack, openHeldBack } from './support/phone';
import { signedInAccount } from './support/sign-in';

// /family and /profile arrive rendered, as the dashboard does (issue 32, record 054): the server
// renders them with the reader's plans, the plan's circle and the email settings, and the browser
// takes over without reading them again. Checked on a phone's processor with the scripts held
// back. What only the browser knows waits for hydration and looks not ready until then: the
// time zone list (the browser's own) and the account's date in the reader's zone. (Any
// difference between the two renders fails every journey: fixtures.ts.)

/** The API reads a page made after hydrating, without its live stream's. */
const readsOf = (asked: string[]) =>
  asked.filter((path) => !path.startsWith('/api/plans/') || !path.endsWith('/events'));

test('the family page is on screen before any script, and is not read again', async ({
  page,
  expectAccessible,
}) => {
  const { email } = await signedInAccount(page);
  const { asked, release } = await openHeldBack(page, '/family');
  await expect(page.getByRole('heading', { level: 1, name: /^Family: / })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Members of this plan' })).toContainText(email);
  await expect(page.getByText('You are an owner of this plan.')).toBeVisible();
  // The zone list is the browser's: not ready until the page is.
  await expect(page.getByLabel('Time zone')).toBeDisabled();
  expect(await page.locator('html[data-hydrated]').count(), 'hydrated too early').toBe(0);
  expect(asked, 'nothing read before the scripts ran').toEqual([]);

  await hydrateHeldBack(page, release);
  const reads = readsOf(asked);
  for (const read of ['/api/auth/session', '/api/plans']) {
    expect(reads, `${read} read again`).not.toContain(read);
  }
  expect(
    reads.filter((path) => path.endsWith('/members')),
    'the circle read again',
  ).toEqual([]);
  await expect(page.getByLabel('Time zone')).toBeEnabled();
  await expectAccessible();
});

test('the profile page is on screen before any script, and is not read again', async ({
  page,
  expectAccessible,
}) => {
  const { email } = await signedInAccount(page);
  const { asked, release } = await openHeldBack(page, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: email })).toBeVisible();
  // The email settings as read on the server: on by default, not ready until the page is.
  const reminders = page.getByRole('checkbox', { name: 'Email me reminders of tasks due' });
  await expect(reminders).toBeChecked();
  await expect(reminders).toHaveCSS('pointer-events', 'none');
  expect(asked, 'nothing read before the scripts ran').toEqual([]);

  await hydrateHeldBack(page, release);
  const reads = readsOf(asked);
  for (const read of ['/api/auth/session', '/api/plans', '/api/account/email-preferences']) {
    expect(reads, `${read} read again`).not.toContain(read);
  }
  await expect(reminders).toBeEnabled();
  await reminders.click();
  await expect(page.getByText('Email settings saved')).toBeVisible();
  await expect(reminders).not.toBeChecked();
  await expectAccessible();
});
