import { expect, type Locator, type Page } from '@playwright/test';
import { entryIn } from '../../src/shared/content/library/library-in';
import { expectNoAxeViolationsInBothThemes } from './a11y-screen';
import { englishLeftOn } from './english-left';
import { openCard } from './task-card';

// What the journeys in Spanish (issue 59) share: a phone whose browser asks for es-US, the check
// that a page is Spanish through and through, axe in both themes, and a library task every new
// plan starts with, in both languages.

export const PHONE = { width: 390, height: 844 };

/** A library task every new plan starts with (a starter of Housing). */
const STARTER_KEY = 'discuss-living-preferences';

/** The starter task as the library writes it in a language: title, steps, guidance. */
export function starter(language: 'en' | 'es') {
  const entry = entryIn(STARTER_KEY, language);
  if (!entry) throw new Error(`no library task ${STARTER_KEY}`);
  return entry;
}

/** English still on Spanish pages, known and left on purpose: none. */
const KNOWN_ENGLISH: string[] = [];

/**
 * The page is hydrated, says it is es-US and shows no English catalog message or library word;
 * `typed`: what the family typed, theirs in whatever language, left out of the check.
 */
export async function expectSpanish(page: Page, where: string, typed: string[] = []) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  const left = await englishLeftOn(page, [...KNOWN_ENGLISH, ...typed]);
  expect(left, `English left on ${where}`).toEqual([]);
}

/** Axe on the hydrated page as it is now, in both themes (the second with the colour rules). */
export async function expectAccessibleInBothThemes(page: Page, where: string) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expectNoAxeViolationsInBothThemes(page, where);
}

/** Every text in what a family saved (a care profile, say), longest first. */
export function typedIn(saved: unknown): string[] {
  const texts = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(texts)
        : [];
  return texts(saved)
    .filter((text) => text.trim() !== '')
    .sort((a, b) => b.length - a.length);
}

/** Opens the starter task's card, by its title in the page's language, on the plan's Housing page. */
export async function openStarter(page: Page, planId: string, title: string): Promise<Locator> {
  await page.goto(`/app?plan=${planId}&category=housing`);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return openCard(card);
}
