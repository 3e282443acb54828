import fs from 'node:fs';
import path from 'node:path';
import { readZip } from '../src/server/test/zip';
import { expect, test } from './fixtures';
import { subjectsTo, waitForCode } from './support/mailbox';
import { JOURNEY_PASSWORD, signedInAccount } from './support/sign-in';
import { openCard } from './support/task-card';

// Findings 1, 2, 6 and 13 of docs/security.md, as a visitor and a family meet them.

test('each demo visitor gets a sandbox of their own; the demo address cannot be claimed', async ({
  browser,
  expectAccessible,
}) => {
  const visit = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('pme_has_seen_welcome', 'true'));
    await page.goto('/login?demo=true');
    await expect(page).toHaveURL('/app');
    return { context, page };
  };
  const first = await visit();
  const second = await visit();

  await first.page.getByRole('link', { name: /Housing & Living Arrangements/ }).click();
  const card = await openCard(first.page.getByRole('article').first());
  await card.getByRole('textbox', { name: /New subtask for/ }).fill('Check the stair rails');
  await card.getByRole('button', { name: 'Add subtask' }).click();
  await expect(card.getByText('Check the stair rails')).toBeVisible();
  await first.page.reload();
  await openCard(first.page.getByRole('article').first());
  await expect(first.page.getByText('Check the stair rails')).toBeVisible();

  // Outside housing the demo is read-only for subtasks, and says so.
  await first.page.goto('/app');
  await first.page.getByRole('link', { name: /Legal Affairs/ }).click();
  const legal = await openCard(first.page.getByRole('article').first());
  await legal.getByRole('checkbox').nth(1).click();
  await expect(
    first.page.getByText(
      'Demo accounts cannot toggle subtasks outside Housing & Living Arrangements. Sign up for a full account to unlock all features.',
    ),
  ).toBeVisible();
  await expectAccessible(first.page);

  await second.page.getByRole('link', { name: /Housing & Living Arrangements/ }).click();
  await expect(second.page.getByRole('article').first()).toBeVisible();
  await expect(second.page.getByText('Check the stair rails')).toHaveCount(0);

  // Nobody can sign up with the demo address.
  const signUp = await second.page.request.post('/api/auth/sign-up', {
    data: {
      email: 'demo@planmyeldercare.com',
      password: JOURNEY_PASSWORD,
      confirmPassword: JOURNEY_PASSWORD,
      acceptTerms: true,
    },
  });
  expect(signUp.status()).toBe(400);
  await first.context.close();
  await second.context.close();
});

test('a family downloads their data and deletes their account from /profile', async ({
  page,
  expectAccessible,
}) => {
  const { email } = await signedInAccount(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your Data' })).toBeVisible();
  await expectAccessible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Download my data/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^planmyeldercare-data-\d{4}-\d{2}-\d{2}\.zip$/);
  // One archive (decision record 085): its data.json, read back by a real unzip.
  const archive = await readZip(fs.readFileSync((await download.path()) as string));
  const data = JSON.parse(archive.get('data.json')?.toString('utf8') ?? '{}');
  expect(data.account.email).toBe(email);
  expect(data.tasks).toHaveLength(22);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await dialog.getByLabel('Current Password').fill(JOURNEY_PASSWORD);
  await dialog.getByRole('button', { name: 'Email me a code' }).click();
  const code = await waitForCode(email, 1, /deletion code/);
  await expect(dialog.getByLabel('6-digit code')).toBeFocused();
  await expectAccessible();
  await dialog.getByLabel('6-digit code').fill(code);
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect.poll(() => subjectsTo(email)).toContain('Your PlanMyEldercare account was deleted');

  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { email, password: JOURNEY_PASSWORD },
  });
  expect(signIn.status()).toBe(401);
  await page.goto('/app');
  await expect(page).toHaveURL('/login');
});

test('the public bundle has no source maps and no premium video address', async ({ request }) => {
  const assets = path.resolve('dist/client/assets');
  const files = fs.readdirSync(assets);
  expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    const source = fs.readFileSync(path.join(assets, file), 'utf8');
    expect(source, file).not.toContain('sourceMappingURL');
    expect(source, file).not.toContain('videos.planmyeldercare.com/tasks');
    const map = await request.get(`/assets/${file}.map`);
    expect(map.status(), `${file}.map`).toBe(404);
  }
});
