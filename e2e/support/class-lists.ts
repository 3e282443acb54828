import type { Page } from '@playwright/test';
import { twMerge } from 'tailwind-merge';

/**
 * Every class list on the page that tailwind-merge would still change (none, when merged): a
 * hydration joins class lists without merging them (records 066 and 071), and nothing it leaves
 * may reach the page.
 */
export async function unmergedClassLists(page: Page): Promise<string[]> {
  const lists = await page.evaluate(() =>
    [...document.querySelectorAll('[class]')].map((element) => element.getAttribute('class') ?? ''),
  );
  return [...new Set(lists)].filter((list) => twMerge(list) !== list.trim().replace(/\s+/g, ' '));
}
