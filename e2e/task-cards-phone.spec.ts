import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessibleScreen } from './support/a11y-screen';
import { hydrateHeldBack, openHeldBack } from './support/phone';
import { signedInAccount } from './support/sign-in';

// Issue 56, items 3 and 7, on a phone. A category's cards are compact until one is opened (title,
// done state, steps, due date, assignee), so a category of 10 tasks fits in two screens; and a
// library task's guidance is the app's, shown apart from the family's own notes, which start
// empty (record 094).

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true });

const ADDED = [
  'Find the original will and where it is kept',
  'Ask the bank about a convenience signer',
  'Book an elder law attorney',
  'Gather the deed to the house',
  'List every insurance policy and its agent',
  'Make copies of the power of attorney for the doctors and the bank',
  'Check who is named on the retirement accounts',
];

const GUIDANCE_OF_POA = 'ask an elder law attorney to prepare or review it';

/** A new account whose Legal Affairs category holds its 3 library tasks and 7 more: 10. */
async function legalCategoryOfTen(page: Page): Promise<void> {
  await signedInAccount(page);
  for (const title of ADDED) {
    const made = await page.request.post('/api/tasks', { data: { title, categoryId: 'legal' } });
    expect(made.status(), await made.text()).toBe(201);
  }
  const legal = await page.request.get('/api/tasks?category=legal');
  const { tasks } = (await legal.json()) as { tasks: { id: string; title: string }[] };
  expect(tasks).toHaveLength(10);
  // A due date and an assignee on one, as a family's list has them.
  const session = await (await page.request.get('/api/auth/session')).json();
  const [first] = tasks;
  if (!first) throw new Error('no task');
  const dated = await page.request.put(`/api/tasks/${first.id}/schedule`, {
    data: { dueDate: '2030-03-14' },
  });
  expect(dated.status(), await dated.text()).toBe(200);
  const assigned = await page.request.patch(`/api/tasks/${first.id}`, {
    data: { assigneeId: session.user.id },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
}

const cards = (page: Page) => page.getByRole('article');
/** The part of a card that opens and closes it. */
const opener = (card: Locator) => card.locator('summary');

test('on a phone, a category of 10 tasks is at most two screens tall with its cards closed; one tap opens a card', async ({
  page,
}) => {
  await legalCategoryOfTen(page);
  await page.goto('/app?category=legal');
  await expect(cards(page)).toHaveCount(10);

  // The category's ten cards, from the top of the first to the end of the last.
  const list = await page.getByRole('region', { name: 'Tasks', exact: true }).boundingBox();
  expect(list?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(2 * PHONE.height);

  // Closed, a card says what a family scans for, and nothing else.
  const poa = page.getByRole('article', { name: 'Establish a durable power of attorney' });
  await expect(poa.getByRole('checkbox', { name: /complete/ })).toBeVisible();
  await expect(opener(poa).getByText(/^0 of \d steps/)).toBeVisible();
  await expect(opener(poa).getByText('Due Thu, Mar 14')).toBeVisible();
  await expect(opener(poa).getByText('Assigned to you')).toBeVisible();
  await expect(poa.getByPlaceholder('Add a subtask...')).toBeHidden();
  await expect(poa.getByRole('button', { name: 'Show notes' })).toBeHidden();

  // One tap opens the rest.
  await opener(poa).tap();
  await expect(poa.getByPlaceholder('Add a subtask...')).toBeVisible();
  await expect(poa.getByRole('button', { name: 'Show notes' })).toBeVisible();
  await expect(poa.getByRole('button', { name: /Change due date/ })).toBeVisible();
  // And the keyboard closes it again.
  await opener(poa).focus();
  await page.keyboard.press('Enter');
  await expect(poa.getByPlaceholder('Add a subtask...')).toBeHidden();
});

test("on a phone, a library task's notes start empty beside the app's guidance, and both themes pass axe closed and open", async ({
  page,
}) => {
  await signedInAccount(page);
  await page.goto('/app?category=legal');
  await expectAccessibleScreen(page, 'a category, its cards closed');

  const card = page.getByRole('article', { name: 'Establish a durable power of attorney' });
  await opener(card).tap();
  await card.getByRole('button', { name: 'Show notes' }).tap();
  const guidance = card.getByRole('region', { name: /Guidance/ });
  await expect(guidance).toContainText(GUIDANCE_OF_POA);
  await expect(guidance.getByRole('textbox')).toHaveCount(0);
  const notes = card.getByRole('textbox', { name: /Notes for/ });
  await expect(notes).toHaveValue('');
  await expectAccessibleScreen(page, 'a category, a card open with its notes and guidance');

  // The family's words are their own; the guidance stays whatever they write.
  await notes.fill('Ms. Alvarez drafts it on the 3rd');
  await expect(card.getByText('Saved')).toBeVisible();
  await page.reload();
  const again = page.getByRole('article', { name: 'Establish a durable power of attorney' });
  await opener(again).tap();
  await again.getByRole('button', { name: 'Show notes' }).tap();
  await expect(again.getByRole('textbox', { name: /Notes for/ })).toHaveValue(
    'Ms. Alvarez drafts it on the 3rd',
  );
  await expect(again.getByRole('region', { name: /Guidance/ })).toContainText(GUIDANCE_OF_POA);
});

test('before its scripts run, the category is drawn with its cards closed, and a card opens', async ({
  page,
}) => {
  await signedInAccount(page);
  const { release } = await openHeldBack(page, '/app?category=legal');
  const card = page.getByRole('article', { name: 'Establish a durable power of attorney' });
  await expect(card).toBeVisible();
  await expect(card.getByPlaceholder('Add a subtask...')).toBeHidden();
  await opener(card).click();
  await expect(card.getByPlaceholder('Add a subtask...')).toBeVisible();
  await hydrateHeldBack(page, release);
  // Opened before the scripts ran, it stays open once they have, and still closes.
  await expect(card.getByPlaceholder('Add a subtask...')).toBeVisible();
  await opener(card).click();
  await expect(card.getByPlaceholder('Add a subtask...')).toBeHidden();
});
