import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { expectFocusWithin } from './support/a11y';
import { expectAccessibleScreen } from './support/a11y-screen';
import { SPAWNED_PORT_BASE } from './support/ports';
import { type SpawnedServer, spawnServer, waitForHealth } from './support/spawn-server';

// The session timeout warning and the end of a session, each on a server of its own with
// shortened limits. The servers' ports are fixed, so each group runs in one worker, in order.

/** A server of its own for the group's journeys, started before them and stopped after. */
function serverForGroup(port: number, env: Record<string, string>) {
  const group: { server?: SpawnedServer; dataDir?: string } = {};
  test.beforeAll(async () => {
    group.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-timeout-'));
    group.server = spawnServer(port, { DATA_DIR: group.dataDir, ...env });
    await waitForHealth(group.server.baseUrl);
  });
  test.afterAll(async () => {
    await group.server?.stop();
    if (group.dataDir) fs.rmSync(group.dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!group.server) throw new Error('the group’s server did not start');
    return group.server.baseUrl;
  };
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('pme_has_seen_welcome', 'true'));
});

// 122 s of idleness allowed, so the warning (under 2 minutes left) opens about 2 s after the last
// activity.
test.describe('the warning, 2 s after the last activity', () => {
  test.describe.configure({ mode: 'default' });
  const baseUrl = serverForGroup(SPAWNED_PORT_BASE + 20, { SESSION_IDLE_TIMEOUT_SECONDS: '122' });

  test('the timeout warning counts down; Continue keeps the session, Logout ends it', async ({
    page,
    expectAccessible,
  }) => {
    test.setTimeout(60_000);
    await page.goto(`${baseUrl()}/login?demo=true`);
    await expect(page).toHaveURL(`${baseUrl()}/app`);

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
    await expect(page).toHaveURL(`${baseUrl()}/login`);
  });

  // A state of every signed-in page, checked like the other states (a11y-states.spec.ts).
  test('the session timeout warning, in both themes', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`${baseUrl()}/login?demo=true`);
    await expect(page).toHaveURL(`${baseUrl()}/app`);
    await expect(page.getByRole('heading', { name: 'Your care checklist' })).toBeVisible();

    const dialog = page.getByRole('alertdialog', { name: 'Session Timeout Warning' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toHaveAccessibleDescription(/you will be signed out soon/);
    // A keyboard user lands on the way to stay signed in.
    const stay = dialog.getByRole('button', { name: 'Continue Session' });
    await expectFocusWithin(dialog);
    await expect(stay).toBeFocused();
    await expectAccessibleScreen(page, 'the session timeout warning');

    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Your care checklist' })).toBeVisible();
  });
});

// Sessions end 10 s after they start, whatever the activity: long enough to sign in and see the
// dashboard on a busy machine, short enough to wait for.
const ABSOLUTE_LIMIT_MS = 10_000;

test.describe('the end of a session', () => {
  test.describe.configure({ mode: 'default' });
  const baseUrl = serverForGroup(SPAWNED_PORT_BASE + 30, {
    SESSION_ABSOLUTE_TIMEOUT_SECONDS: String(ABSOLUTE_LIMIT_MS / 1000),
  });

  test("returning after the server ended the session shows 'Session expired'", async ({ page }) => {
    await page.goto(`${baseUrl()}/login?demo=true`);
    await expect(page).toHaveURL(`${baseUrl()}/app`);
    // The session began before this moment; its limit passes while the tab is away.
    const signedIn = Date.now();
    await page.goto('about:blank');
    await page.waitForTimeout(Math.max(0, signedIn + ABSOLUTE_LIMIT_MS + 500 - Date.now()));
    await page.goto(`${baseUrl()}/app`);
    await expect(page.getByText('Session expired')).toBeVisible();
    await expect(page.getByText('Your session has expired due to inactivity.')).toBeVisible();
    await expect(page).toHaveURL(`${baseUrl()}/login`);
  });
});
