import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { SPAWNED_PORT_BASE } from './support/ports';
import { type SpawnedServer, spawnServer, waitForHealth } from './support/spawn-server';

// A server of its own with shortened limits: 125 s of idleness allowed, so the warning (under
// 2 minutes left) opens about 5 s after the last activity; sessions end after 30 s in all.
const PORT = SPAWNED_PORT_BASE + 20;
let server: SpawnedServer;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-timeout-'));
  server = spawnServer(PORT, {
    DATA_DIR: dataDir,
    SESSION_IDLE_TIMEOUT_SECONDS: '125',
    SESSION_ABSOLUTE_TIMEOUT_SECONDS: '30',
  });
  await waitForHealth(server.baseUrl);
});
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('pme_has_seen_welcome', 'true'));
});
test.afterAll(async () => {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the timeout warning counts down; Continue keeps the session, Logout ends it', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(60_000);
  await page.goto(`${server.baseUrl}/login?demo=true`);
  await expect(page).toHaveURL(`${server.baseUrl}/app`);

  const dialog = page.getByRole('alertdialog', { name: 'Session Timeout Warning' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  const countdown = dialog.getByText(/^\d:\d\d$/);
  const first = await countdown.textContent();
  expect(first).toMatch(/^(2:00|1:[0-5]\d)$/);
  await expect(countdown).not.toHaveText(first ?? '', { timeout: 3_000 });
  await expectAccessible();

  await dialog.getByRole('button', { name: 'Continue Session' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Your care checklist' })).toBeVisible();

  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(`${server.baseUrl}/login`);
});

test("returning after the server ended the session shows 'Session expired'", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${server.baseUrl}/login?demo=true`);
  await expect(page).toHaveURL(`${server.baseUrl}/app`);
  // The 30-second limit passes while the tab is away.
  await page.goto('about:blank');
  await page.waitForTimeout(31_000);
  await page.goto(`${server.baseUrl}/app`);
  await expect(page.getByText('Session expired')).toBeVisible();
  await expect(page.getByText('Your session has expired due to inactivity.')).toBeVisible();
  await expect(page).toHaveURL(`${server.baseUrl}/login`);
});
