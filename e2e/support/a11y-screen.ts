import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import {
  COLOUR_RULES,
  expectFocusWithin,
  expectNoAxeViolations,
  expectReflow,
  expectTextSpacingKeepsContent,
  REFLOW_VIEWPORT,
} from './a11y';
import { countCheck } from './a11y-count';

type Theme = 'light' | 'dark';

// Whole screens, at desktop and at phone width: what the route and state sweeps call. The
// single checks they are made of live in a11y.ts.

const DESKTOP_VIEWPORT = { width: 1280, height: 720 };
const AT_PHONE_WIDTH = `at ${REFLOW_VIEWPORT.width}px`;

/** Runs `check` with the viewport 320 px wide (the width of WCAG 1.4.10), then restores it. */
async function atPhoneWidth<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const viewport = page.viewportSize() ?? DESKTOP_VIEWPORT;
  await page.setViewportSize(REFLOW_VIEWPORT);
  try {
    return await check();
  } finally {
    await page.setViewportSize(viewport);
  }
}

/**
 * Switches the theme as a choice made in another tab does: the stored choice changes and a
 * `storage` event tells the page, whose theme store follows it (lib/theme-store.ts). The page
 * keeps its state (an open dialog, a toast), so both themes are checked on the same screen.
 */
async function switchTheme(page: Page, theme: Theme) {
  await page.evaluate((chosen) => {
    localStorage.setItem('ui-theme', chosen);
    window.dispatchEvent(new StorageEvent('storage', { key: 'ui-theme', newValue: chosen }));
  }, theme);
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/**
 * Axe in the page's theme, then in the other one with the rules about colour alone (nothing
 * else changes with the theme), then back.
 */
export async function expectNoAxeViolationsInBothThemes(page: Page, where: string) {
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  const [first, second]: [Theme, Theme] = dark ? ['dark', 'light'] : ['light', 'dark'];
  await expectNoAxeViolations(page, `${where} (${first})`);
  await switchTheme(page, second);
  await expectNoAxeViolations(page, `${where} (${second})`, COLOUR_RULES);
  await switchTheme(page, first);
}

/** Reflow and text spacing: layout checks, which do not depend on the theme. */
async function expectLayoutHolds(page: Page, where: string) {
  await expectReflow(page, where);
  await expectTextSpacingKeepsContent(page, where);
}

/**
 * One screen checked: axe at desktop width, then at 320 px wide axe again (the phone layout
 * stacks things over other backgrounds, so its contrast is not the desktop's), each in both
 * themes, and with `layout` reflow and text spacing (the same in both themes). The themes are
 * switched on the screen itself, so a journey brings each state on screen once, not once a
 * theme.
 */
export async function expectAccessibleScreen(
  page: Page,
  where: string,
  { layout = true }: { layout?: boolean } = {},
) {
  countCheck('screen', where);
  await expectNoAxeViolationsInBothThemes(page, where);
  await atPhoneWidth(page, async () => {
    if (layout) await expectLayoutHolds(page, where);
    await expectNoAxeViolationsInBothThemes(page, `${where} ${AT_PHONE_WIDTH}`);
  });
}

/**
 * The popups a journey has checked with axe and the layout checks, by width, role and name. The
 * header's menu and welcome video are the same on every route, and the admin's list offers the
 * same "Delete this user?" on each row: checking each once a journey, at each width, is what
 * finds their faults; the pages behind them are checked on their own (record 056).
 */
const checkedPopups = new WeakMap<BrowserContext, Set<string>>();

/** Whether this kind of popup is checked for the first time in the page's journey. */
async function firstOfItsKind(page: Page, popup: Locator): Promise<boolean> {
  // The aria snapshot's first line is the popup's role and accessible name: `- dialog "Name":`.
  const [roleAndName = ''] = (await popup.ariaSnapshot()).split('\n');
  const kind = `${page.viewportSize()?.width}px ${roleAndName}`;
  const checked = checkedPopups.get(page.context()) ?? new Set<string>();
  checkedPopups.set(page.context(), checked);
  if (checked.has(kind)) return false;
  checked.add(kind);
  return true;
}

/**
 * Every popup offered at the current width, opened and closed with the keyboard; the first of
 * each kind in the journey is also checked with axe and, with `layout`, reflow and text spacing.
 */
async function expectPopupsAtThisWidth(page: Page, where: string, layout: boolean) {
  const triggers = page
    .locator('button[aria-haspopup="dialog"], button[aria-haspopup="menu"]')
    .filter({ visible: true });
  const count = await triggers.count();
  for (let index = 0; index < count; index += 1) {
    const trigger = triggers.nth(index);
    const name = ((await trigger.getAttribute('aria-label')) ?? (await trigger.innerText())).trim();
    const open = `${where} with "${name}" open`;
    await trigger.focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('[role="dialog"], [role="alertdialog"], [role="menu"]').last();
    await expect(popup, open).toBeVisible();
    await expectFocusWithin(popup, `focus moves into the popup: ${open}`);
    if (await firstOfItsKind(page, popup)) {
      countCheck('popup', open);
      await expectNoAxeViolationsInBothThemes(page, open);
      if (layout) await expectLayoutHolds(page, open);
    }
    await page.keyboard.press('Escape');
    await expect(popup, `Escape closes it: ${open}`).toBeHidden();
    await expect(trigger, `focus returns to "${name}"`).toBeFocused();
  }
}

/**
 * Opens every dialog and menu the page offers (buttons with aria-haspopup) with the keyboard, at
 * desktop and at phone width (where a popup has the least room): focus must move into it, and
 * Escape must close it and give focus back to the button that opened it; axe must pass with it
 * open in both themes (at 320 px, with `layout`, reflow and text spacing too), once for each
 * kind of popup in the journey. New dialogs on a page are covered without listing them.
 */
export async function expectEveryPopupAccessible(
  page: Page,
  where: string,
  { layout = true }: { layout?: boolean } = {},
) {
  await expectPopupsAtThisWidth(page, where, false);
  await atPhoneWidth(page, () =>
    expectPopupsAtThisWidth(page, `${where} ${AT_PHONE_WIDTH}`, layout),
  );
}
