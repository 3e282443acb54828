import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdScripts, onPhoneProcessor } from './support/phone';
import { signedInAccount } from './support/sign-in';
import { openCard } from './support/task-card';

// What a person types or taps the moment a server-rendered page shows, on a phone's processor
// (4x CPU) with its scripts held back (issue 61, record 091): a control only the scripts can
// apply looks not ready and takes nothing until the page is hydrated, so it never shows a word or
// a tick it is not applying; once hydrated, the same typing and taps work.

test.use({ viewport: { width: 390, height: 844 } });

/** Opens `path` on a phone's processor, scripts held back; the page is shown when this returns. */
async function openAtFirstSight(page: Page, path: string) {
  await onPhoneProcessor(page);
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('html[data-hydrated]').count(), 'hydrated too early').toBe(0);
  return async () => {
    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  };
}

/** A finger's tap at the middle of the control: what the person does, ready or not. */
async function tap(page: Page, control: Locator) {
  await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Types into a box the way a keyboard does, whether or not the box is ready. */
async function typeInto(page: Page, box: Locator, text: string) {
  await box.focus();
  await page.keyboard.type(text, { delay: 20 });
}

async function expectNotReady(control: Locator) {
  await expect(control).toHaveCSS('opacity', '0.6');
  await expect(control).toHaveCSS('pointer-events', 'none');
}

test('the demo: early typing and taps change nothing shown; once ready, the search narrows and a step ticks', async ({
  page,
  expectAccessible,
}) => {
  const ready = await openAtFirstSight(page, '/demo?category=housing');
  const cards = page.getByRole('article');
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(1);
  const search = page.getByPlaceholder('Search tasks...');
  await expectNotReady(search);
  await typeInto(page, search, 'PREFERENCES');
  await expect(search).toHaveValue('');

  // A card opens before the scripts run (a <details>, record 094); its steps are then on screen.
  await openCard(cards.first());
  const step = cards.first().getByRole('checkbox').nth(1);
  await expectNotReady(step);
  await tap(page, step);
  await expect(step).toHaveAttribute('aria-checked', 'false');

  await ready();
  // Nothing typed or tapped early is applied later, unseen.
  await expect(search).toHaveValue('');
  await expect(step).toHaveAttribute('aria-checked', 'false');
  await expect(cards).toHaveCount(shown);
  await expect(search).toHaveCSS('opacity', '1');

  await typeInto(page, search, 'PREFERENCES');
  await expect(cards).toHaveCount(1);
  await search.fill('');
  await expect(cards).toHaveCount(shown);
  await tap(page, step);
  await expect(step).toHaveAttribute('aria-checked', 'true');
  await expectAccessible();
});

test('the dashboard and a category: early choices, typing and ticks change nothing; once ready they work', async ({
  page,
  expectAccessible,
}) => {
  await signedInAccount(page);

  // The dashboard's 'Show' filter.
  let ready = await openAtFirstSight(page, '/app');
  const show = page.getByLabel('Show', { exact: true });
  await expectNotReady(show);
  const before = await show.inputValue();
  await show.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(show).toHaveValue(before);
  await ready();
  await expect(show).toHaveValue(before);
  await show.selectOption({ index: 1 });
  await expect(show).not.toHaveValue(before);
  await expectAccessible();

  // A category: its search box and a task's box.
  ready = await openAtFirstSight(page, '/app?category=housing');
  const cards = page.getByRole('article');
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(1);
  const search = page.getByRole('searchbox', { name: 'Search tasks' });
  await expectNotReady(search);
  await typeInto(page, search, 'PREFERENCES');
  await expect(search).toHaveValue('');
  const tick = cards.first().getByRole('checkbox', { name: /^Mark ".*" complete$/ });
  await expectNotReady(tick);
  await tap(page, tick);
  await expect(tick).toHaveAttribute('aria-checked', 'false');

  await ready();
  await expect(search).toHaveValue('');
  await expect(tick).toHaveAttribute('aria-checked', 'false');
  const stored = await page.request.get('/api/tasks?category=housing');
  const { tasks } = (await stored.json()) as { tasks: { completed: boolean }[] };
  expect(tasks.filter((task) => task.completed)).toEqual([]);

  await typeInto(page, search, 'PREFERENCES');
  await expect(cards).toHaveCount(1);
  await search.fill('');
  await expect(cards).toHaveCount(shown);
  await tap(page, tick);
  await expect(tick).toHaveAttribute('aria-checked', 'true');
  await expectAccessible();
});
