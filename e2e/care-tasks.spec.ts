import { expect, test } from './fixtures';
import { subjectsTo, waitForCode } from './support/mailbox';
import { JOURNEY_PASSWORD, signedInAccount } from './support/sign-in';
import { openCard } from './support/task-card';
import { tick } from './support/tick';

test('create a task, add subtasks, complete them all; everything is kept after a reload', async ({
  page,
  expectAccessible,
}) => {
  await signedInAccount(page);
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Your care checklist' })).toBeVisible();
  await expect(page.getByText('0 of 22 tasks completed')).toBeVisible();
  await expectAccessible();

  await page.getByRole('button', { name: 'New Task' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Task' });
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByLabel('Title').fill('Visit Riverside Manor');
  await dialog.getByLabel('Category').selectOption('housing');
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(page.getByText('Task created')).toBeVisible();

  await page.getByRole('link', { name: /Housing & Living Arrangements/ }).click();
  const card = page.getByRole('article', { name: 'Visit Riverside Manor' });
  await expect(card).toBeVisible();
  // Closed, the new card says it has no steps yet; one tap opens it (record 094).
  await expect(card.locator('summary')).toContainText('No steps yet');
  await openCard(card);
  for (const step of ['Book a tour', 'Ask about staffing']) {
    await card.getByPlaceholder('Add a subtask...').fill(step);
    await card.getByRole('button', { name: 'Add subtask' }).click();
    await expect(card.getByRole('checkbox', { name: step })).toBeVisible();
  }
  await tick(card.getByRole('checkbox', { name: 'Book a tour' }));
  await expect(card.getByText('50% of subtasks done')).toBeVisible();
  await expect(
    card.getByRole('checkbox', { name: 'Mark "Visit Riverside Manor" complete' }),
  ).not.toBeChecked();
  await tick(card.getByRole('checkbox', { name: 'Ask about staffing' }));
  await expect(
    card.getByRole('checkbox', { name: 'Mark "Visit Riverside Manor" complete' }),
  ).toBeChecked();
  await expect(card.getByText('100% of subtasks done')).toBeVisible();
  await expectAccessible();

  await page.reload();
  const kept = page.getByRole('article', { name: 'Visit Riverside Manor' });
  await expect(kept.locator('summary')).toContainText('2 of 2 steps');
  await openCard(kept);
  await expect(
    kept.getByRole('checkbox', { name: 'Mark "Visit Riverside Manor" complete' }),
  ).toBeChecked();
  await expect(kept.getByRole('checkbox', { name: 'Ask about staffing' })).toBeChecked();
  await page.getByRole('button', { name: 'Back to Categories' }).click();
  await expect(page.getByText('1 of 23 tasks completed')).toBeVisible();
});

test('search a category; the browser Back button returns to the grid', async ({ page }) => {
  await signedInAccount(page);
  await page.goto('/app');
  await page.getByRole('link', { name: /Healthcare Management/ }).click();
  await expect(page).toHaveURL(/category=healthcare/);
  const search = page.getByLabel('Search tasks');
  // Title, description, notes or the library's guidance, any case: 'MEDICATION' is in one title
  // and another's guidance.
  await search.fill('MEDICATION');
  await expect(page.getByRole('article')).toHaveCount(2);
  await search.fill('PHARMAC');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(
    page.getByRole('article', { name: 'Set up a medication management system' }),
  ).toBeVisible();
  await search.fill('zzz no such task');
  await expect(page.getByText('No tasks found')).toBeVisible();
  await expect(page.getByText('Try a different search term')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL('/app');
  await expect(page.getByRole('link', { name: /Healthcare Management/ })).toBeVisible();
});

test('on a phone, a search finds a task by one of its subtasks', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAccount(page);
  await page.goto('/app?category=housing');
  // Only a subtask of 'Research assisted living communities' says this.
  await page.getByLabel('Search tasks').fill('SHORTLIST three');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(
    page.getByRole('article', { name: 'Research assisted living communities' }),
  ).toBeVisible();
});

test('on a phone, deleting a subtask asks first; Cancel keeps it', async ({
  page,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAccount(page);
  await page.goto('/app?category=housing');
  const card = await openCard(
    page.getByRole('article', { name: 'Research assisted living communities' }),
  );
  const steps = card.getByRole('list', { name: 'Subtasks' }).getByRole('listitem');
  const before = await steps.count();
  const first = (await steps.first().getByRole('checkbox').getAttribute('aria-label')) ?? '';
  const label = (await steps.first().locator('label').innerText()).trim();
  expect(label || first).not.toBe('');

  await card.getByRole('button', { name: `Delete subtask "${label}"` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this subtask?' });
  await expect(dialog).toContainText(`“${label}” will be removed`);
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(steps).toHaveCount(before);

  await card.getByRole('button', { name: `Delete subtask "${label}"` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(steps).toHaveCount(before - 1);
  await expect(card.getByPlaceholder('Add a subtask...')).toBeFocused();
  await page.reload();
  const reloaded = await openCard(
    page.getByRole('article', { name: 'Research assisted living communities' }),
  );
  await expect(reloaded.getByRole('list', { name: 'Subtasks' }).getByRole('listitem')).toHaveCount(
    before - 1,
  );
  await expect(reloaded.getByRole('checkbox', { name: label })).toHaveCount(0);
});

test('notes typed are saved on pause and kept', async ({ page }) => {
  await signedInAccount(page);
  await page.goto('/app?category=legal');
  const card = await openCard(page.getByRole('article').first());
  await card.getByRole('button', { name: 'Show notes' }).click();
  const notes = card.getByRole('textbox', { name: /Notes for/ });
  await notes.fill('Call Ms. Alvarez, elder law attorney, on Tuesday');
  await expect(card.getByText('Saved')).toBeVisible();
  await page.reload();
  await openCard(page.getByRole('article').first());
  await page.getByRole('article').first().getByRole('button', { name: 'Show notes' }).click();
  await expect(
    page
      .getByRole('article')
      .first()
      .getByRole('textbox', { name: /Notes for/ }),
  ).toHaveValue('Call Ms. Alvarez, elder law attorney, on Tuesday');
});

test('the welcome video pops up once, until dismissed', async ({ page, expectAccessible }) => {
  await signedInAccount(page, { welcomeSeen: false });
  await page.goto('/app');
  const welcome = page.getByRole('dialog', { name: 'Welcome to PlanMyEldercare' });
  await expect(welcome).toBeVisible();
  await expectAccessible();
  await welcome.getByRole('button', { name: 'Get Started' }).click();
  await expect(welcome).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your care checklist' })).toBeVisible();
  await expect(welcome).toBeHidden();
  // The header's button still shows it on demand.
  await page.getByRole('button', { name: 'Welcome Video' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Video' })).toBeVisible();
});

test('on a phone, the welcome video says in words when it cannot play', async ({
  page,
  context,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAccount(page);
  await page.goto('/app');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  // On a phone the header's Welcome Video is in its Menu (issue 33).
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('button', { name: 'Welcome Video' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Video' });
  await expect(dialog.locator('iframe[title="Welcome video"]')).toBeAttached();
  // A network that blocks the video's site: the words under it say what to try.
  await expect(dialog.getByText('Video not showing? Your network may block it:')).toBeVisible();
  await expect(
    dialog.getByRole('link', { name: 'open it on its own page (opens in a new tab)' }),
  ).toHaveAttribute('target', '_blank');
  await expectAccessible();

  await context.setOffline(true);
  await expect(dialog.getByRole('status')).toHaveText(
    'The welcome video needs an internet connection. It will show here once you are back online.',
  );
  await expect(dialog.locator('iframe')).toHaveCount(0);
  await context.setOffline(false);
  await expect(dialog.locator('iframe[title="Welcome video"]')).toBeAttached();
});

test('reset the password on the profile, then sign in with it', async ({
  page,
  expectAccessible,
}) => {
  const { email } = await signedInAccount(page);
  await page.goto('/profile');
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText('Basic', { exact: true })).toBeVisible();
  await expectAccessible();
  await page.getByRole('button', { name: 'Reset Password' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Current Password').fill('Wrong#Guess2026');
  await dialog.getByLabel('New Password', { exact: true }).fill('Brand#New2026');
  await dialog.getByLabel('Confirm New Password').fill('Brand#Other2026');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByText("Passwords don't match")).toBeVisible();
  await dialog.getByLabel('Confirm New Password').fill('Brand#New2026');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  // A wrong current password is said beside its box, and nothing changes.
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
  await expectAccessible();
  await dialog.getByLabel('Current Password').fill(JOURNEY_PASSWORD);
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  await expect.poll(() => subjectsTo(email)).toContain('Your PlanMyEldercare password was changed');

  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Brand#New2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/mfa');
  const input = page.getByRole('textbox', { name: 'Digit 1 of 6' });
  await input.click();
  await page.keyboard.type(await waitForCode(email, 2));
  await expect(page).toHaveURL('/app');
});

test('a basic user sees the premium placeholder; after upgrading, the video', async ({
  page,
  expectAccessible,
}) => {
  await signedInAccount(page);
  await page.goto('/app?category=housing');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByText('Instructional video (Premium)') })
    .first();
  await openCard(card);
  await card.getByRole('button', { name: 'Instructional video (Premium)' }).click();
  await expect(
    page.getByText('Upgrade to premium to access instructional videos for each task'),
  ).toBeVisible();
  expect(await page.locator('video').count()).toBe(0);

  await page.goto('/upgrade-premium');
  await expect(
    page.getByText('Premium Topics in the community discussions, to read and to start'),
  ).toBeVisible();
  await expectAccessible();
  await page.getByRole('button', { name: 'Upgrade Now' }).click();
  await expect(page.getByText('Account upgraded to Premium!')).toBeVisible();
  await expect(page).toHaveURL('/app');
  await page.goto('/app?category=housing');
  await expect(page.locator('video').first()).toBeAttached();
  // A signed, expiring address from the server (docs/security.md, finding 6).
  expect(await page.locator('video').first().getAttribute('src')).toMatch(
    /\.mp4\?expires=\d+&signature=[\w-]+$/,
  );
  // A premium user is sent away from the upgrade page.
  await page.goto('/upgrade-premium');
  await expect(page).toHaveURL('/app');
});

test('on a phone, the upgrade page says what premium costs before its Upgrade Now button', async ({
  page,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAccount(page);
  await page.goto('/upgrade-premium');
  const price = page.getByText(/\$147 once for lifetime access, or \$12 a month\./);
  const upgrade = page.getByRole('button', { name: 'Upgrade Now' });
  await expect(price).toBeVisible();
  await expect(page.getByText('Both come with a 30-day money-back guarantee.')).toBeVisible();
  await expect(upgrade).toHaveAccessibleDescription(/\$147 once for lifetime access/);
  const [priceBox, buttonBox] = [await price.boundingBox(), await upgrade.boundingBox()];
  expect(priceBox && buttonBox && priceBox.y + priceBox.height <= buttonBox.y).toBe(true);
  await expectAccessible();
});

test('the demo account: banner, read-only card, restriction toasts, completion allowed', async ({
  page,
  expectAccessible,
}) => {
  await page.addInitScript(() => localStorage.setItem('pme_has_seen_welcome', 'true'));
  await page.goto('/login?demo=true');
  await expect(page).toHaveURL('/app');
  await expect(page.getByRole('region', { name: 'Demo account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' }).first()).toHaveAttribute(
    'href',
    '/signup',
  );
  await page.getByRole('link', { name: /Legal Affairs/ }).click();
  const card = await openCard(page.getByRole('article').first());
  await expect(card.getByRole('button', { name: /^Delete task/ })).toHaveCount(0);
  await card.getByRole('button', { name: /Demo Restricted \(delete task\)/ }).click();
  await expect(page.getByText('Demo mode restriction').first()).toBeVisible();
  await expect(
    page.getByText(
      'Demo accounts cannot delete tasks. Sign up for a full account to unlock all features.',
    ),
  ).toBeVisible();
  await expectAccessible();
  const complete = card.getByRole('checkbox', { name: /^Mark ".*" complete$/ });
  const wasChecked = await complete.isChecked();
  await complete.click();
  await expect(complete).toBeChecked({ checked: !wasChecked });
});

test('the dashboard, a category and the profile work on a phone-sized screen', async ({
  page,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signedInAccount(page);
  const noSideways = async () =>
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);

  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Your care checklist' })).toBeVisible();
  await noSideways();
  await expectAccessible();
  await page.getByRole('link', { name: /Financial Management/ }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await noSideways();
  await expectAccessible();
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
  await noSideways();
});
