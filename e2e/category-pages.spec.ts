import type { Page } from '@playwright/test';
import { CATEGORY_PAGE_TASKS } from '../src/shared/rules/limits';
import { expect, test } from './fixtures';
import { signedInAccount } from './support/sign-in';

// A category opens with its first page of tasks and brings the rest as the person scrolls
// (issue 32): a plan's biggest category can hold hundreds, more than a phone can render at once.
// The button at the end of the list does the same for the keyboard, and a search looks at every
// task, not only those shown.

// On a phone: closed cards are short (record 094), and a desktop's taller screen brings the
// next page at once.
test.use({ viewport: { width: 390, height: 844 } });

const ADDED = 25;
const title = (n: number) =>
  `Keepsake box ${String(n).padStart(2, '0')}: letters, photographs and the family recipes`;

/** An account whose 'Personal Wishes' category holds its library tasks and 25 more. */
async function bigCategory(page: Page): Promise<number> {
  await signedInAccount(page);
  for (let n = 1; n <= ADDED; n++) {
    const made = await page.request.post('/api/tasks', {
      data: { title: title(n), categoryId: 'personal' },
    });
    expect(made.status()).toBe(201);
  }
  const whole = await page.request.get('/api/tasks?category=personal');
  return ((await whole.json()) as { tasks: unknown[] }).tasks.length;
}

const cards = (page: Page) => page.getByRole('article');

test('a big category opens with its first page and brings the rest as it is scrolled', async ({
  page,
  expectAccessible,
}) => {
  const total = await bigCategory(page);
  const firstAnswer = page.waitForResponse(
    (response) =>
      response.url().includes('/api/tasks?category=personal') && response.status() === 200,
  );
  await page.goto('/app?category=personal');
  expect(new URL((await firstAnswer).url()).searchParams.get('limit')).toBe(
    String(CATEGORY_PAGE_TASKS),
  );
  await expect(cards(page)).toHaveCount(CATEGORY_PAGE_TASKS);
  await expect(page.getByText(`${CATEGORY_PAGE_TASKS} of ${total} tasks shown`)).toBeVisible();
  await expectAccessible();

  // Scrolling to the end of the list brings more, until the category is whole.
  const more = page.getByRole('button', { name: /Show more tasks|Loading more tasks/ });
  while ((await more.count()) > 0) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(100);
  }
  await expect(cards(page)).toHaveCount(total);
  await expect(page.getByRole('article', { name: title(ADDED) })).toBeVisible();
  await expect(page.getByText(/tasks shown/)).toHaveCount(0);
});

test('the keyboard asks for more with the button, and a search finds a task not yet shown', async ({
  page,
}) => {
  const total = await bigCategory(page);
  await page.goto('/app?category=personal');
  await expect(cards(page)).toHaveCount(CATEGORY_PAGE_TASKS);
  await page.getByRole('button', { name: 'Show more tasks' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(2 * CATEGORY_PAGE_TASKS);

  await page.goto('/app?category=personal');
  await expect(cards(page)).toHaveCount(CATEGORY_PAGE_TASKS);
  const search = page.getByRole('searchbox', { name: 'Search tasks' });
  await search.fill(title(ADDED));
  await expect(page.getByRole('article', { name: title(ADDED) })).toBeVisible();
  await expect(page.getByText(`1 of ${total} tasks shown`)).toBeVisible();
  // Cleared, the whole category stays: it was read for the search.
  await search.fill('');
  await expect(cards(page)).toHaveCount(total);
});
