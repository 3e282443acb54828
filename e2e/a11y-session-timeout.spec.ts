import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { expectFocusWithin } from './support/a11y';
import { expectAccessibleScreen } from './support/a11y-screen';
import { SPAWNED_PORT_BASE } from './support/ports';
import { type SpawnedServer, spawnServer, waitForHealth } from './support/spawn-server';

// The session timeout warning, a state of every signed-in page, checked like the other states
// (a11y-states.spec.ts) in both themes. It needs a server of its own that allows 125 s of
// idleness, so the warning (under 2 minutes left) opens about 5 s after the last activity.
const PORT = SPAWNED_PORT_BASE + 30;
let server: SpawnedServer;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-a11y-timeout-'));
  server = spawnServer(PORT, { DATA_DIR: dataDir, SESSION_IDLE_TIMEOUT_SECONDS: '125' });
  await waitForHealth(server.baseUrl);
});
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('pme_has_seen_welcome', 'true'));
});
test.afterAll(async () => {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ theme });
    test(`the session timeout warning (${theme})`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(`${server.baseUrl}/login?demo=true`);
      await expect(page).toHaveURL(`${server.baseUrl}/app`);
      await expect(page.getByRole('heading', { name: 'Your care checklist' })).toBeVisible();

      const dialog = page.getByRole('alertdialog', { name: 'Session Timeout Warning' });
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      await expect(dialog).toHaveAccessibleDescription(/you will be signed out soon/);
      // A keyboard user lands on the way to stay signed in.
      const stay = dialog.getByRole('button', { name: 'Continue Session' });
      await expectFocusWithin(dialog);
      await expect(stay).toBeFocused();
      await expectAccessibleScreen(page, `the session timeout warning (${theme})`, {
        layout: theme === 'light',
      });

      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Your care checklist' })).toBeVisible();
    });
  });
}
