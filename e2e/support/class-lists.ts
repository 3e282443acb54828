import type { Page } from '@playwright/test';
import { twMerge } from 'tailwind-merge';

/**
 * Every class list on the page that tailwind-merge would still change (none, when merged): a
 * class list the page shows is always merged (lib/cn.ts), before and after hydration.
 */
export async function unmergedClassLists(page: Page): Promise<string[]> {
  const lists = await page.evaluate(() =>
    [...document.querySelectorAll('[class]')].map((element) => element.getAttribute('class') ?? ''),
  );
  return [...new Set(lists)].filter((list) => twMerge(list) !== list.trim().replace(/\s+/g, ' '));
}
