import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessibleScreen } from './support/a11y-screen';
import { invitationLink } from './support/mailbox';
import { E2E_BASE_URL } from './support/ports';
import { signedInAccount, verifiedAccount } from './support/sign-in';
import { openCard } from './support/task-card';

// Issue 56, items 2 and 6, on a phone (decision D13, record 087): a mistaken tick is taken back
// with its steps; a deleted task comes back whole from 'Recently deleted'; a viewer is never
// offered as a task's assignee, and the API refuses one.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A small, well-formed PDF: its type is read from these bytes on the server. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

type Made = { task: { id: string; subtasks: { id: string }[] } };

/** A housing task with steps (the first done), as the API stores it. */
async function taskWithSteps(request: APIRequestContext, title: string, steps: string[]) {
  const made = await request.post('/api/tasks', { data: { title, categoryId: 'housing' } });
  expect(made.status()).toBe(201);
  let answer = (await made.json()) as Made;
  for (const step of steps) {
    const added = await request.post(`/api/tasks/${answer.task.id}/subtasks`, {
      data: { title: step },
    });
    answer = (await added.json()) as Made;
  }
  const first = answer.task.subtasks[0]?.id;
  const ticked = await request.post(`/api/tasks/${answer.task.id}/subtasks/${first}/toggle`, {
    data: {},
  });
  expect(ticked.status()).toBe(200);
  return answer.task.id;
}

async function openHousing(page: Page, plan?: string) {
  await page.goto(plan ? `/app?plan=${plan}&category=housing` : '/app?category=housing');
  await page.locator('html[data-hydrated]').waitFor();
}

test('a mistaken tick is taken back: Undo puts back the steps that were not done', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInAccount(page);
  await taskWithSteps(page.request, 'Book the eye test', ['Find the optician', 'Call', 'Go']);
  await openHousing(page);
  const card = page.getByRole('article', { name: 'Book the eye test' });
  const step = (name: string) => card.getByRole('checkbox', { name, exact: true });

  // Ticked on the closed card: it says every step is done, and offers the Undo right there.
  await card.getByRole('checkbox', { name: 'Mark "Book the eye test" complete' }).click();
  await expect(card.locator('summary')).toContainText('3 of 3 steps');
  await expect(card.getByText('2 open steps were ticked with it.')).toBeVisible();
  const undo = card.getByRole('button', { name: 'Undo marking "Book the eye test" done' });
  await expect(undo).toBeVisible();
  await expectAccessibleScreen(page, '/app?category=housing with a tick to undo');

  // Undone on the closed card, which it stays.
  await undo.click();
  await expect(card.locator('summary')).toContainText('1 of 3 steps');
  await expect(card.locator('details')).not.toHaveAttribute('open');
  await expect(card.getByRole('checkbox', { name: /^Mark "Book the eye test"/ })).toBeFocused();
  await expect(undo).toHaveCount(0);
  await openCard(card);
  await expect(step('Call')).not.toBeChecked();
  await expect(step('Go')).not.toBeChecked();
  await expect(step('Find the optician')).toBeChecked();
  // What the server stored, not only what the page shows.
  await page.reload();
  await openCard(card);
  await expect(step('Find the optician')).toBeChecked();
  await expect(step('Call')).not.toBeChecked();
  await expect(step('Go')).not.toBeChecked();
  await expect(
    card.getByRole('checkbox', { name: 'Mark "Book the eye test" complete' }),
  ).not.toBeChecked();
});

test('a deleted task comes back whole from Recently deleted', async ({ page }) => {
  test.setTimeout(120_000);
  const { email } = await signedInAccount(page);
  const [plan] = (await (await page.request.get('/api/plans')).json()) as { id: string }[];
  const taskId = await taskWithSteps(page.request, 'Fit grab rails', ['Measure', 'Buy rails']);
  await page.request.patch(`/api/tasks/${taskId}`, { data: { notes: 'Ask Tom for his drill' } });
  await page.request.put(`/api/tasks/${taskId}/schedule`, {
    data: { dueDate: '2027-03-02', reminder: null },
  });
  // A form's post: the server checks its origin, as a browser sends it.
  const uploaded = await page.request.post(`/api/plans/${plan?.id}/documents`, {
    headers: { origin: E2E_BASE_URL },
    multipart: { file: { name: 'quote.pdf', mimeType: 'application/pdf', buffer: PDF }, taskId },
  });
  expect(uploaded.status()).toBe(201);

  await openHousing(page);
  const card = await openCard(page.getByRole('article', { name: 'Fit grab rails' }));
  await card.getByRole('button', { name: 'Delete task "Fit grab rails"' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this task?' });
  await expect(
    confirm.getByText(
      'This removes the task, its subtasks and notes. You can bring it back from Recently deleted for 30 days.',
    ),
  ).toBeVisible();
  await expectAccessibleScreen(page, '/app?category=housing asking before a delete');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(card).toHaveCount(0);

  // By the keyboard: 'Task deleted' may lie over the link, and a pointer resting on a toast keeps
  // it open (sonner pauses it), so a click would wait on it for ever.
  await page.getByRole('link', { name: 'Recently deleted' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Recently deleted' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: 'Fit grab rails' });
  await expect(row).toContainText('In Housing & Living Arrangements, with its 2 steps.');
  await expect(row).toContainText(`Deleted by ${email}`);
  await expectAccessibleScreen(page, '/recently-deleted with a deleted task');

  await row.getByRole('button', { name: 'Restore Fit grab rails' }).click();
  await expect(page.getByText('“Fit grab rails” is back')).toBeVisible();
  await expect(page.getByText('Nothing was deleted in the last 30 days.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Recently deleted' })).toBeFocused();
  await expectAccessibleScreen(page, '/recently-deleted with nothing deleted');

  // Whole: its steps as they were, its notes, its due date and its document.
  await openHousing(page);
  const back = page.getByRole('article', { name: 'Fit grab rails' });
  await expect(back.locator('summary')).toContainText(/1 of 2 steps.*Due \w+, Mar 2\b/);
  await openCard(back);
  await expect(back.getByRole('checkbox', { name: 'Measure', exact: true })).toBeChecked();
  await expect(back.getByRole('checkbox', { name: 'Buy rails', exact: true })).not.toBeChecked();
  await expect(back.getByText(/^Due \w+, Mar 2\b/).last()).toBeVisible();
  await back.getByRole('button', { name: 'Show notes' }).click();
  await expect(back.getByRole('textbox', { name: /^Notes for/ })).toHaveValue(
    'Ask Tom for his drill',
  );
  await expect(back.getByText('quote.pdf')).toBeVisible();
});

test('a viewer is not offered as an assignee, and the API refuses one', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { email: owner } = await signedInAccount(page);
  const [plan] = (await (await page.request.get('/api/plans')).json()) as { id: string }[];
  const other = await browser.newContext({ baseURL: E2E_BASE_URL });
  const { email: viewer } = await verifiedAccount(other.request);
  await page.request.post(`/api/plans/${plan?.id}/invitations`, {
    data: { email: viewer, role: 'viewer' },
  });
  const token = new URL(await invitationLink(viewer)).hash.slice(1);
  expect((await other.request.post('/api/invitations/accept', { data: { token } })).status()).toBe(
    200,
  );
  const circle = await (await page.request.get(`/api/plans/${plan?.id}/members`)).json();
  const viewerId = (circle.members as { userId: string; email: string }[]).find(
    (member) => member.email === viewer,
  )?.userId;
  await other.close();

  await openHousing(page, plan?.id);
  const card = await openCard(page.getByRole('article').first());
  const select = card.getByLabel('Assigned to');
  // The circle is read: the owner is offered.
  await expect(select.locator('option', { hasText: owner })).toHaveCount(1);
  const offered = await select.locator('option').allTextContents();
  expect(offered).not.toContain(viewer);
  expect(offered).toContain('Unassigned');
  await expectAccessibleScreen(page, '/app?category=housing offering owners and caregivers');

  const [first] = (await (await page.request.get('/api/tasks?category=housing')).json()).tasks;
  const refused = await page.request.patch(`/api/tasks/${first.id}`, {
    data: { assigneeId: viewerId },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error).toEqual({
    code: 'assignee_viewer',
    message: 'A viewer cannot tick tasks, so tasks can be assigned only to owners and caregivers.',
  });
});
