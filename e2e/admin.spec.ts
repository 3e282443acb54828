import fs from 'node:fs';
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectFocusWithin, tabTo } from './support/a11y';
import { verificationCodes, waitForCode } from './support/mailbox';
import { E2E_BASE_URL } from './support/ports';
import { signedInAccount, signedInAdmin, verifiedAccount } from './support/sign-in';

// Issue 15: the admin area (Users, Security, Content, Settings), SEO settings and custom code in
// the pages the server sends, the release notes and the audit log, in the spec's words.

type Admin = { email: string; password: string };

/** Signs in at /admin-login with the emailed code, as an administrator does; ends on /admin. */
async function adminSignIn(page: Page, admin: Admin) {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  const codes = (await verificationCodes(admin.email)).length;
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/mfa');
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(await waitForCode(admin.email, codes + 1), { delay: 30 });
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
}

/**
 * Another browser, with cookies of its own: inside a test, a new request context would start
 * with the test's signed-in state.
 */
function otherBrowser({ playwright }: Pick<PlaywrightWorkerArgs, 'playwright'>) {
  return playwright.request.newContext({
    baseURL: E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
}

/** Someone else's account, signed in from their own browser. */
async function member(args: Pick<PlaywrightWorkerArgs, 'playwright'>) {
  const request = await otherBrowser(args);
  const { email } = await verifiedAccount(request);
  return { request, email };
}

const status = async (request: APIRequestContext, path: string) =>
  (await request.get(path)).status();

test('an admin signs in with a code; Users finds any case, sets the plan and role, deletes', async ({
  page,
  playwright,
  admin,
  expectAccessible,
}) => {
  const other = await member({ playwright });
  await adminSignIn(page, admin);
  await expect(page.getByRole('tab', { name: 'Users', selected: true })).toBeVisible();
  for (const tab of ['Security', 'Content', 'Settings']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await expect(page.getByText(/^Showing \d+ of \d+ users?, newest first$/)).toBeVisible();
  await expectAccessible();

  // The admin's own row: no way to remove their own role or account.
  const search = page.getByRole('searchbox', { name: 'Search by email' });
  await search.fill(admin.email.toUpperCase());
  const own = page.getByRole('listitem').filter({ hasText: `${admin.email} (you)` });
  await expect(own).toBeVisible();
  await expect(own.getByRole('button', { name: /Revoke admin|Delete/ })).toHaveCount(0);

  await search.fill(other.email.toUpperCase());
  await expect(page.getByText('Showing 1 of 1 user, newest first')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: other.email });
  await row.getByRole('button', { name: `Set to Premium for ${other.email}` }).click();
  await expect(page.getByText(`${other.email} is now on the Premium plan`)).toBeVisible();
  await expect(row.getByText('Premium plan', { exact: true })).toBeVisible();
  expect((await (await other.request.get('/api/auth/session')).json()).user.subscriptionTier).toBe(
    'premium',
  );

  await row.getByRole('button', { name: `Make admin for ${other.email}` }).click();
  await expect(page.getByText(`${other.email} is now an administrator`)).toBeVisible();
  expect(await status(other.request, '/api/admin/users')).toBe(200);
  await row.getByRole('button', { name: `Revoke admin for ${other.email}` }).click();
  await expect(page.getByText(`${other.email} is no longer an administrator`)).toBeVisible();
  expect(await status(other.request, '/api/admin/users')).toBe(403);

  await row.getByRole('button', { name: `Delete ${other.email}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this user?' });
  await expect(confirm).toBeVisible();
  await expectAccessible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`User ${other.email} deleted successfully`)).toBeVisible();
  await expect(page.getByText('No users found')).toBeVisible();
  await expect(search).toBeFocused();
  // Their sessions ended with the account: their next request is refused.
  expect(await status(other.request, '/api/auth/session')).toBe(401);
  await expectAccessible();
  await other.request.dispose();
});

test.describe('signed in as the admin', () => {
  test.use({ signedInAs: 'admin' });

  test('Security: the dashboard, your own sessions, ending one, and the cleanup', async ({
    page,
    playwright,
    admin,
    expectAccessible,
  }) => {
    const laptop = await otherBrowser({ playwright });
    await signedInAdmin(laptop, admin);
    const laptopId: string = (await (await laptop.get('/api/auth/session')).json()).session.id;

    await page.goto('/admin?tab=security');
    await expect(page.getByRole('tab', { name: 'Security', selected: true })).toBeVisible();
    await expect(page.getByText('Events in the last 24 hours')).toBeVisible();
    await expect(page.getByText('Critical events')).toBeVisible();
    await expect(
      page.getByText(`check_admin_access: view_security_dashboard by ${admin.email}`).first(),
    ).toBeVisible();
    const sessions = page.getByRole('list').filter({ hasText: 'This session' });
    await expect(sessions.getByText('This session')).toHaveCount(1);
    // The daily backup's card (issue #31): the server's own schedule and where the steps are.
    await expect(page.getByRole('heading', { name: 'Backups' })).toBeVisible();
    await expect(
      page.getByText(/^Every day at \d\d:\d\d \(.+\), keeping the last 7, in \/.+$/),
    ).toBeVisible();
    await expect(
      page.getByText('To restore a backup, follow "Backups" in the README.'),
    ).toBeVisible();
    await expectAccessible();

    // The laptop's session, known by the first 8 characters of its id.
    const short = laptopId.slice(0, 8);
    await sessions.getByRole('button', { name: `Terminate session ${short}` }).click();
    await expect(page.getByText('Session terminated')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Active Sessions' })).toBeFocused();
    await expect(sessions.getByText(short, { exact: true })).toHaveCount(0);
    expect(await status(laptop, '/api/admin/users')).toBe(401);

    await page.getByRole('button', { name: 'Clean Up Expired Sessions' }).click();
    await expect(page.getByText('Expired sessions cleaned up', { exact: true })).toBeVisible();
    await expectAccessible();
    await laptop.dispose();
  });

  test('Settings: two cards that are coming soon', async ({ page, expectAccessible }) => {
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/admin?tab=settings');
    for (const title of ['Application Settings', 'System Status']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    const buttons = page.getByRole('button', { name: 'Coming Soon' });
    await expect(buttons).toHaveCount(2);
    for (const button of await buttons.all()) await expect(button).toBeDisabled();
    await expectAccessible();
  });

  test('Release Notes: the product’s releases as a timeline, and back', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Release Notes' }).click();
    await expect(page).toHaveURL('/admin/release-notes');
    await expect(page.getByRole('heading', { level: 1, name: 'Release Notes' })).toBeVisible();
    const changelog = fs.readFileSync('CHANGELOG.md', 'utf8');
    const titles = [...changelog.matchAll(/^## [^:]+: (.+)$/gm)].map((match) => match[1]);
    expect(titles.length).toBeGreaterThanOrEqual(3);
    for (const title of titles) {
      await expect(page.getByRole('heading', { level: 2, name: title as string })).toBeVisible();
    }
    await expect(page.getByText('November 21, 2026')).toBeVisible();
    await expectAccessible();
    await page.getByRole('link', { name: 'Back to Admin Panel' }).click();
    await expect(page).toHaveURL('/admin');
  });

  test('the admin’s audit log holds everyone’s entries, found by email', async ({
    page,
    playwright,
  }) => {
    const other = await member({ playwright });
    await page.goto('/audit-logs');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Logs' })).toBeVisible();
    await page.getByLabel('User ID or email').fill(other.email);
    const rows = page.getByRole('row').filter({ hasText: other.email });
    await expect(rows.filter({ hasText: 'login' }).first()).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount((await rows.count()) + 1);
    await other.request.dispose();
  });

  test('the admin area with the keyboard alone', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    const users = page.getByRole('tab', { name: 'Users' });
    await tabTo(page, users);
    // The tabs are one stop; arrows move between them and show each panel.
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Security', selected: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Content', selected: true })).toBeFocused();

    const seo = page.getByRole('button', { name: 'Edit SEO Settings' });
    await tabTo(page, seo);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'SEO Settings' });
    await expect(dialog.getByLabel('Page', { exact: true })).toBeFocused();
    await tabTo(page, dialog.getByLabel('Title'));
    await tabTo(page, dialog.getByLabel('Meta description'));
    await tabTo(page, dialog.getByRole('checkbox', { name: /noindex/ }));
    await page.keyboard.press('Escape');
    await expect(seo).toBeFocused();

    const code = page.getByRole('button', { name: 'Edit Custom Code' });
    await tabTo(page, code);
    await page.keyboard.press('Enter');
    await expectFocusWithin(page.getByRole('dialog', { name: 'Custom Code' }));
    await page.keyboard.press('Escape');
    await expect(code).toBeFocused();

    await tabTo(page, page.getByRole('link', { name: 'Release Notes' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Release Notes' })).toBeFocused();
    await tabTo(page, page.getByRole('link', { name: 'Back to Admin Panel' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeFocused();
    await tabTo(page, page.getByRole('link', { name: 'Audit Logs' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Logs' })).toBeFocused();
    await tabTo(page, page.getByLabel('Action'));
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Start date')).toBeFocused();
  });
});

// The settings changed here apply to every visitor's pages, so this journey runs alone, after the
// others (the project 'site-wide' of playwright.config.ts).
test('Content: SEO settings change the page title; custom code runs on public pages only', {
  tag: '@site-wide',
}, async ({ page, admin, expectAccessible }) => {
  // Custom code needs a sign-in of the last 15 minutes: this one is fresh.
  await adminSignIn(page, admin);
  const restore = async () => {
    await page.request.put('/api/admin/seo', {
      data: { pagePath: '/login', title: '', metaDescription: '', noIndex: false },
    });
    await page.request.put('/api/admin/custom-code', { data: { headCode: '', bodyCode: '' } });
  };
  try {
    await page.getByRole('tab', { name: 'Content' }).click();
    await page.getByRole('button', { name: 'Edit SEO Settings' }).click();
    const seo = page.getByRole('dialog', { name: 'SEO Settings' });
    await seo.getByLabel('Page', { exact: true }).selectOption('/login');
    await expect(seo.getByText('Empty: Sign in - PlanMyEldercare')).toBeVisible();
    await seo.getByLabel('Title').fill('Caregiver sign-in | PlanMyEldercare');
    const description =
      'Sign in to PlanMyEldercare to see your family’s eldercare checklist: tasks, notes and progress for housing, health, money, legal papers and care, in one place.';
    await seo.getByLabel('Meta description').fill(description);
    await expect(seo.getByText(`${description.length} characters; 150-160 is best`)).toBeVisible();
    await seo.getByRole('checkbox', { name: /noindex/ }).click();
    await expectAccessible();
    await seo.getByRole('button', { name: 'Save SEO Settings' }).click();
    await expect(page.getByText('SEO settings saved successfully')).toBeVisible();

    // The HTML the server sends, as a search engine reads it.
    const html = await (await page.request.get('/login')).text();
    expect(html).toContain('<title>Caregiver sign-in | PlanMyEldercare</title>');
    expect(html).toContain(`<meta name="description" content="${description}"`);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    // And the app, on a page load and when it navigates there.
    await page.goto('/');
    // The landing page offers Log in in its header and its footer; the header's is the first.
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page).toHaveTitle('Caregiver sign-in | PlanMyEldercare');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await page.goto('/admin?tab=content');
    await page.getByRole('button', { name: 'Edit Custom Code' }).click();
    const code = page.getByRole('dialog', { name: 'Custom Code' });
    await expect(code.getByText('Only add code from a source you trust.')).toBeVisible();
    await code.getByLabel('Head code').fill(`<script>window.__headCode = 'ran'</script>`);
    await code
      .getByLabel('Body code')
      .fill(`<script>document.body.dataset.bodyCode = 'ran'</script>`);
    await expectAccessible();
    await code.getByRole('button', { name: 'Save Custom Code' }).click();
    await expect(page.getByText('Custom code saved successfully')).toBeVisible();

    const ran = () =>
      page.evaluate(() => ({
        head: (window as { __headCode?: string }).__headCode,
        body: document.body.dataset.bodyCode,
      }));
    // On a public page it runs, under the CSP of that page (any refusal fails the journey).
    await page.goto('/');
    expect(await ran()).toEqual({ head: 'ran', body: 'ran' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Leaving for a page without it loads that page afresh: the code is gone with the old one.
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    expect(await ran()).toEqual({ head: undefined, body: undefined });
    // Never on a signed-in page. (The first-visit welcome would cover the dashboard rendered
    // at once: this administrator has seen it.)
    await page.evaluate(() => localStorage.setItem('pme_has_seen_welcome', 'true'));
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await ran()).toEqual({ head: undefined, body: undefined });
    expect(await page.content()).not.toContain('__headCode');
  } finally {
    await restore();
  }
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign in - PlanMyEldercare');
});

test('a family reads, filters and exports their own audit log', async ({
  page,
  expectAccessible,
}) => {
  const { email } = await signedInAccount(page);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'View Audit Logs' }).click();
  await expect(page).toHaveURL('/audit-logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Logs' })).toBeFocused();
  const headers = ['Timestamp', 'User', 'Action', 'Resource', 'Category', 'Details'];
  for (const header of headers) {
    await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  }
  const login = page.getByRole('row').filter({ hasText: 'login' });
  await expect(login).toHaveCount(1);
  await expect(login.getByRole('cell').first()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(login.getByRole('cell', { name: email })).toBeVisible();
  await expectAccessible();

  await page.getByLabel('Action').selectOption('view_profile');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText('view_profile');

  const tomorrow = new Date(Date.now() + 86_400_000);
  const day = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  await page.getByLabel('Start date').fill(day(tomorrow));
  await expect(page.getByText('No audit logs found matching your criteria')).toBeVisible();
  await expectAccessible();

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByLabel('Action')).toHaveValue('');
  await expect(login).toHaveCount(1);
  await page.getByLabel('Action').selectOption('login');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`audit-logs-${day(new Date())}.csv`);
  const csv = fs.readFileSync((await download.path()) as string, 'utf8').split('\r\n');
  expect(csv[0]).toBe(headers.map((header) => `"${header}"`).join(','));
  expect(csv.filter(Boolean)).toHaveLength(2);
  expect(csv[1]).toMatch(
    new RegExp(`^"\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}","${email}","login"`),
  );

  await page.getByRole('link', { name: 'Back to Profile' }).click();
  await expect(page).toHaveURL('/profile');
});
