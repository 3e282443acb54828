import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessibleScreen } from './support/a11y-screen';
import { invitationLink } from './support/mailbox';
import { E2E_BASE_URL } from './support/ports';
import { signedInAccount, verifiedAccount } from './support/sign-in';
import { openCard } from './support/task-card';

// Which plan, whose name (issue 56, items 5 and 9): on a phone the open plan's name is on every
// app page, a member is named by the display name they chose (their address only when they chose
// none), and the audit log a family reads is sentences with names, never JSON or a bare id.

const PHONE = { width: 390, height: 844 };
const MUM = 'Care plan for Mum';
const DAD = 'Care plan for Dad';
const ANNA = 'Anna Lee';
/** Writes say where they come from, as the app's own pages do (the API's origin check). */
const headers = { origin: E2E_BASE_URL };
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Phone screenshots for the closing note: names-<SCREENS>-<state>.png (SCREENS: before/after). */
async function screenshot(page: Page, state: string) {
  const when = process.env.SCREENS;
  if (!when) return;
  mkdirSync('/work/screens', { recursive: true });
  await page.screenshot({ path: `/work/screens/names-${when}-${state}.png`, fullPage: true });
}

async function ok(response: Promise<{ status(): number; text(): Promise<string> }>) {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return answer;
}

test('on a phone the open plan is named on every page, people by their names, and the audit log in sentences', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  await signedInAccount(page);
  const [mum] = (await (await page.request.get('/api/plans')).json()) as { id: string }[];
  const planId = mum?.id ?? '';
  await ok(page.request.patch(`/api/plans/${planId}`, { headers, data: { name: MUM } }));

  // Anna: her own account, a display name, then Mum's plan through an invitation.
  const annaContext = await browser.newContext();
  const anna = annaContext.request;
  const { email: annaEmail } = await verifiedAccount(anna);
  await ok(anna.patch('/api/account/profile', { headers, data: { displayName: ANNA } }));
  await ok(
    page.request.post(`/api/plans/${planId}/invitations`, {
      headers,
      data: { email: annaEmail, role: 'caregiver' },
    }),
  );
  const token = new URL(await invitationLink(annaEmail)).hash.slice(1);
  await ok(anna.post('/api/invitations/accept', { headers, data: { token } }));

  // Anna completes a task; the plan goes to her and comes back (entries that name people by id).
  const { tasks } = (await (
    await page.request.get(`/api/tasks?category=housing&plan=${planId}`)
  ).json()) as { tasks: { id: string; title: string }[] };
  const done = tasks[0];
  await ok(anna.post(`/api/tasks/${done?.id}/toggle?plan=${planId}`, { headers }));
  const members = (await (await page.request.get(`/api/plans/${planId}/members`)).json()) as {
    members: { userId: string; email: string }[];
  };
  const annaId = members.members.find((member) => member.email === annaEmail)?.userId;
  const ownerId = members.members.find((member) => member.email !== annaEmail)?.userId;
  await ok(
    page.request.post(`/api/plans/${planId}/transfer`, { headers, data: { userId: annaId } }),
  );
  await ok(anna.post(`/api/plans/${planId}/transfer`, { headers, data: { userId: ownerId } }));
  await annaContext.close();

  // A second plan, which opens next.
  await ok(page.request.post('/api/plans', { headers, data: { name: DAD } }));

  const banner = page.getByRole('banner');

  await page.goto('/app');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await screenshot(page, 'dashboard');
  await expect.soft(banner.getByText(DAD, { exact: true })).toBeVisible();
  await expectAccessibleScreen(page, '/app with two plans, on a phone', { layout: false });

  await page.goto(`/app?plan=${planId}&category=housing`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByText(done?.title ?? '').first()).toBeVisible();
  await screenshot(page, 'category');
  await expect.soft(banner.getByText(MUM, { exact: true })).toBeVisible();
  // 'Completed by' is inside the card, closed until tapped (record 094).
  await openCard(page.getByRole('article', { name: done?.title ?? '' }));
  await expect.soft(page.getByText(new RegExp(`Completed by ${ANNA}`))).toBeVisible();
  await expectAccessibleScreen(page, 'a category with Completed by a name, on a phone', {
    layout: false,
  });

  await page.goto(`/calendar?plan=${planId}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await screenshot(page, 'calendar');
  await expect.soft(banner.getByText(MUM, { exact: true })).toBeVisible();

  await page.goto(`/family?plan=${planId}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(MUM);
  await screenshot(page, 'family');
  await expect.soft(banner.getByText(MUM, { exact: true })).toBeVisible();
  await expect.soft(page.getByRole('rowheader', { name: ANNA })).toBeVisible();
  await expect.soft(page.getByRole('rowheader', { name: annaEmail })).toHaveCount(0);
  await expectAccessibleScreen(page, '/family with a display name, on a phone', { layout: false });

  await page.goto('/audit-logs');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await screenshot(page, 'audit-log');
  const shown = await table.innerText();
  expect.soft(shown).not.toContain('{"');
  expect.soft(shown).not.toMatch(UUID);
  expect.soft(shown).toContain(ANNA);
  // The family's filter offers what its log can hold, not the admins' actions.
  const actions = page.getByRole('combobox', { name: 'Action' });
  await expect.soft(actions.locator('option', { hasText: 'delete_user' })).toHaveCount(0);
  await expectAccessibleScreen(page, '/audit-logs in sentences, on a phone', { layout: false });
});
