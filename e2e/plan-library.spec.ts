import type { Page } from '@playwright/test';
import { library } from '../src/shared/content/library/library';
import { expect, test } from './fixtures';
import { expectAccessibleScreen } from './support/a11y-screen';
import { hydrateHeldBack, openHeldBack } from './support/phone';
import { signedInAccount } from './support/sign-in';
import { openCard } from './support/task-card';

// Issue 58 on a phone (record 098): the questions that shape a plan offer the tasks that fit,
// by stage; 'Add from library' adds a library task with its steps and guidance and the family's
// notes empty; the plan by stage. Axe on each new screen and dialog state, in both themes.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true });

const fitsOf = (title: string) => library.find((entry) => entry.title === title)?.fits ?? [];

/** Answers question `question` with `answerName` (said ', your answer' when given before). */
async function answer(page: Page, question: number, answerName: string) {
  await expect(page.getByText(`Question ${question} of 7`)).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${answerName}( ?, your answer)?$`) }).click();
}

/** The titles the results offer, every stage's. */
async function suggestedTitles(page: Page): Promise<string[]> {
  await expect(page.getByRole('heading', { level: 2, name: 'Tasks that fit' })).toBeVisible();
  const list = page.getByRole('main').getByRole('article');
  await expect(list.first()).toBeVisible();
  return list.getByRole('heading', { level: 3 }).allInnerTexts();
}

test('on a phone, a person living alone after a hospital stay is offered other tasks than one living with family, papers in place', async ({
  page,
}) => {
  await signedInAccount(page);
  await page.goto('/app');
  // A new plan's owner is offered the questions, the welcome video already closed.
  await page.getByRole('link', { name: 'Start the questions' }).click();
  await expect(page).toHaveURL(/\/shape-plan$/);
  await expect(
    page.getByRole('group', { name: 'Where does the person you care for live?' }),
  ).toBeVisible();
  await expectAccessibleScreen(page, '/shape-plan, the first question');

  await answer(page, 1, 'On their own');
  await expect(page.getByText('Question 2 of 7')).toBeVisible();
  await page.getByRole('button', { name: 'Skip this question' }).click();
  await answer(page, 3, 'Not sure');
  await answer(page, 4, 'No');
  await answer(page, 5, 'Yes');
  await answer(page, 6, 'No');
  await answer(page, 7, 'No');
  await expect(page).toHaveURL(/step=results/);
  const alone = await suggestedTitles(page);
  await expectAccessibleScreen(page, '/shape-plan, the tasks that fit');

  // One tap adds one; 'Add all' a stage; each says so.
  const first = page.getByRole('main').getByRole('article').first();
  await first.getByRole('button', { name: 'Add to plan' }).click();
  await expect(first.getByText('In your plan')).toBeVisible();
  const transitions = page.getByRole('region', { name: /^Care Transitions/ });
  await transitions.getByRole('button', { name: /^Add all/ }).click();
  await expect(transitions.getByText('All in your plan')).toBeVisible();
  await expect(page.getByText(/tasks are in your plan now/)).toBeVisible();

  // Someone living with family, who helps, papers in place.
  await page.getByRole('link', { name: 'Change my answers' }).click();
  await answer(page, 1, 'With family');
  await answer(page, 2, 'Family members share it');
  await answer(page, 3, 'No');
  await answer(page, 4, 'No');
  await answer(page, 5, 'No');
  await answer(page, 6, 'Yes');
  await answer(page, 7, 'Yes');
  const family = await suggestedTitles(page);

  expect(alone.some((title) => fitsOf(title).includes('recent_hospital_stay'))).toBe(true);
  expect(family.some((title) => fitsOf(title).includes('recent_hospital_stay'))).toBe(false);
  expect(family.some((title) => fitsOf(title).includes('legal_papers_missing'))).toBe(false);
  const shared = alone.filter((title) => family.includes(title));
  expect(shared.length, 'clearly different suggestions').toBeLessThan(alone.length / 2);
});

test('with its scripts held back, each question is a plain form and its answers go on in the address', async ({
  page,
}) => {
  await signedInAccount(page);
  const { release } = await openHeldBack(page, '/shape-plan');
  await answer(page, 1, 'On their own');
  await expect(page).toHaveURL(/\/shape-plan\?livesWhere=alone&step=2$/);
  await page.getByRole('button', { name: 'Skip this question' }).click();
  await answer(page, 3, 'Yes');
  await expect(page).toHaveURL(/\/shape-plan\?livesWhere=alone&memory=yes&step=4$/);
  expect(await page.locator('html[data-hydrated]').count(), 'hydrated too early').toBe(0);
  // Once the scripts run, the answers given are read from the address.
  await hydrateHeldBack(page, release);
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Yes ?, your answer$/ })).toBeVisible();
});

test("'Add from library' adds a task with its steps and guidance and the family's notes empty; the plan by stage counts it", async ({
  page,
}) => {
  await signedInAccount(page);
  const entry = library.find((item) => item.categoryId === 'legal' && !item.starter);
  if (!entry) throw new Error('no legal task outside the starters');
  await page.goto('/app?category=legal');
  await page.getByRole('button', { name: 'Add from library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add from library' });
  // Opened from Legal Affairs, narrowed to it.
  await expect(dialog.getByLabel('Category')).toHaveValue('legal');
  await dialog.getByLabel('Search the library').fill(entry.title);
  const item = dialog.getByRole('article', { name: entry.title });
  await expect(item).toBeVisible();
  await item.getByText('Steps and guidance').click();
  await expect(item.getByText(entry.subtasks[0] ?? '')).toBeVisible();
  const source = entry.references[0];
  if (source) {
    await expect(
      item.getByRole('link', { name: `${source.name} (opens in a new tab)` }),
    ).toHaveAttribute('target', '_blank');
  }
  await expectAccessibleScreen(page, "'Add from library' with an entry's preview open");

  await item.getByRole('button', { name: 'Add to plan' }).click();
  await expect(item.getByText('In your plan')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const card = await openCard(page.getByRole('article', { name: entry.title }));
  await expect(card.getByText(`0 of ${entry.subtasks.length} steps`)).toBeVisible();
  for (const step of entry.subtasks)
    await expect(card.getByText(step, { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Show notes' }).click();
  await expect(card.getByRole('region', { name: 'Guidance from PlanMyEldercare' })).toContainText(
    entry.guidance.slice(0, 60),
  );
  await expect(card.getByRole('textbox', { name: /notes/i })).toHaveValue('');

  // The plan by stage: the added task counts in its stage.
  await page.goto('/app');
  await page.getByRole('link', { name: 'By stage' }).click();
  await expect(page).toHaveURL(/view=stages/);
  await expect(page.getByRole('link', { name: 'By stage' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const overview = await (await page.request.get('/api/tasks/overview')).json();
  const stage = overview.stages.stages.find(
    (item: { stage: string }) => item.stage === entry.stage,
  );
  expect(stage.total).toBeGreaterThan(0);
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `of ${stage.total} tasks completed` })
      .first(),
  ).toBeVisible();
  await expectAccessibleScreen(page, '/app by stage');
});
