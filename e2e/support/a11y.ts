import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import axeCore from 'axe-core';
import { DRAW_ALL_BANDS_ATTRIBUTE } from '../../src/client/lib/draw-all-bands';
import { countCheck } from './a11y-count';

// The checks behind docs/accessibility.md. Each one fails the journey that calls it.

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what we promise (WCAG 2.2 AA). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits (up to 2 s) for transitions and animations that end to end, so axe reads colours as they
 * stay: a toast fading in is not yet at its real contrast. Endless ones (spinners) are skipped.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) =>
        Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
      );
    await Promise.race([
      Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  });
}

/**
 * What @axe-core/playwright evaluates before each analysis in place of axe-core's 550 KB script
 * (twice a run in legacy mode): nothing, since `loadAxe` has put axe into the document already.
 */
const AXE_ALREADY_LOADED = ';';

/**
 * Puts axe-core into each frame of the document that lacks it, once per document rather than
 * twice per analysis (record 050). A frame that refuses scripts is skipped, as the library does.
 */
async function loadAxe(page: Page) {
  for (const frame of page.frames()) {
    const missing = await frame
      .evaluate(() => typeof (window as { axe?: unknown }).axe === 'undefined')
      .catch(() => false);
    if (missing) await frame.evaluate(axeCore.source).catch(() => undefined);
  }
}

/**
 * The rules a change of theme can break: only colours change, never the page's structure, so
 * the second theme of a screen is checked with these alone (a11y-screen.ts).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The violations axe finds on the page as it is now, one readable line each: of every rule of
 * WCAG 2.2 AA, or of `rules` alone.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  // With motion reduced, a toast that times out while axe reads the page vanishes at once
  // (sonner drops its transitions) instead of fading through colours no one is meant to read:
  // a run that straddled a toast's fade-out failed on the half-faded title.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    return await axeViolationsAsTheyStay(page, rules);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/** axe once transitions and animations have ended (see settleAnimations). */
async function axeViolationsAsTheyStay(page: Page, rules?: string[]): Promise<string[]> {
  // Axe reads a colour where the text is rendered; a band that waits to be rendered (record 064) has
  // nothing rendered behind its text yet, so every band is rendered while it reads.
  const added = await page.evaluate((name) => {
    const root = document.documentElement;
    if (root.hasAttribute(name)) return false;
    root.setAttribute(name, '');
    return true;
  }, DRAW_ALL_BANDS_ATTRIBUTE);
  try {
    // Rendered now, a band's colours may still be moving from the theme it was last rendered in.
    await settleAnimations(page);
    await loadAxe(page);
    return await axeResults(page, rules);
  } finally {
    if (added) {
      await page
        .evaluate(
          (name) => document.documentElement.removeAttribute(name),
          DRAW_ALL_BANDS_ATTRIBUTE,
        )
        .catch(() => undefined);
    }
  }
}

async function axeResults(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page, axeSource: AXE_ALREADY_LOADED })
    // One axe.run in the page, instead of a partial run in each frame finished in a blank page
    // the library opens each time: two to three times quicker (record 050). Cross-origin frames
    // go unchecked; our only one is the welcome video's outside player.
    .setLegacyMode()
    .options({
      // Label in name (WCAG 2.5.3) is still marked experimental in axe, so it is named here.
      rules: { 'label-content-name-mismatch': { enabled: true } },
      // Only violations are read; leaving out the details of passes makes each run quicker.
      resultTypes: ['violations'],
    });
  const results = await (rules ? builder.withRules(rules) : builder.withTags(WCAG_TAGS)).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/**
 * Axe finds no violation of any impact (of `rules` alone, when given); `where` names the page
 * and state in the failure.
 */
export async function expectNoAxeViolations(page: Page, where = page.url(), rules?: string[]) {
  countCheck('axe', where);
  expect(await axeViolations(page, rules), `axe violations on ${where}`).toEqual([]);
}

/** The phone-sized width WCAG 1.4.10 (reflow) asks content to fit without sideways scrolling. */
export const REFLOW_VIEWPORT = { width: 320, height: 640 };

/**
 * WCAG 1.4.10 at the current viewport: the page scrolls only vertically, and every visible
 * control lies within the viewport's width.
 */
export async function expectReflow(page: Page, where = page.url()) {
  const problems = await page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const found: string[] = [];
    if (root.scrollWidth > width) found.push(`the page is ${root.scrollWidth}px wide`);
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [tabindex], [role="button"], [role="link"], [role="checkbox"]',
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      // Screen-reader-only text is 1px and clipped on purpose; hidden controls have no box.
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
        found.push(
          `<${control.tagName.toLowerCase()}> "${name.slice(0, 40)}" spans ${Math.round(box.left)}..${Math.round(box.right)}px`,
        );
      }
    }
    return found;
  });
  expect(problems, `reflow at ${REFLOW_VIEWPORT.width}px on ${where}`).toEqual([]);
}

/** The text-spacing overrides WCAG 1.4.12 says must not lose content. */
const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * WCAG 1.4.12: with the overrides applied, no visible text is cut off by a box that hides its
 * overflow (a fixed-height button or a clipped label, say). Undone afterwards.
 */
export async function expectTextSpacingKeepsContent(page: Page, where = page.url()) {
  const style = await page.addStyleTag({ content: TEXT_SPACING_CSS });
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const css = getComputedStyle(element);
      const clipsX = css.overflowX === 'hidden' || css.overflowX === 'clip';
      const clipsY = css.overflowY === 'hidden' || css.overflowY === 'clip';
      if (!clipsX && !clipsY) continue;
      const box = element.getBoundingClientRect();
      // Screen-reader-only text is clipped to 1px on purpose; progress bars hold no text.
      if (box.width <= 1 || box.height <= 1) continue;
      const text = element.innerText?.trim();
      if (!text) continue;
      const cutX = clipsX && element.scrollWidth > element.clientWidth + 1;
      const cutY = clipsY && element.scrollHeight > element.clientHeight + 1;
      if (cutX || cutY)
        found.push(`"${text.slice(0, 40)}" is cut off ${cutX ? 'sideways' : 'below'}`);
    }
    return found;
  });
  await style.evaluate((element) => (element as HTMLElement).remove());
  expect(problems, `text spacing (WCAG 1.4.12) on ${where}`).toEqual([]);
}

/** The focused element shows a focus indicator: an outline on it or on the card it opens. */
export async function expectVisibleFocus(page: Page) {
  const indicator = await page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return 'nothing is focused';
    let element: HTMLElement | null = focused;
    for (let level = 0; element && level < 4; level += 1, element = element.parentElement) {
      const css = getComputedStyle(element);
      if (css.outlineStyle !== 'none' && Number.parseFloat(css.outlineWidth) >= 2) return 'ok';
    }
    const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim();
    return `<${focused.tagName.toLowerCase()}> "${name.slice(0, 40)}" has no visible focus`;
  });
  expect(indicator).toBe('ok');
}

/**
 * Presses Tab (or Shift+Tab) until the target has focus, checking a visible focus indicator at
 * every stop on the way, as a keyboard user would see them.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { back?: boolean; max?: number } = {},
) {
  const key = options.back ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < (options.max ?? 40); presses += 1) {
    await page.keyboard.press(key);
    await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Focus is on the container or inside it (a dialog or menu just opened, say). */
export async function expectFocusWithin(container: Locator, message?: string) {
  await expect
    .poll(() => container.evaluate((element) => element.contains(document.activeElement)), {
      message,
    })
    .toBe(true);
}

/** A field in error says so (aria-invalid) and names the error text (aria-describedby). */
export async function expectErrorTiedTo(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

/**
 * A message shown inside a live region, so a screen reader announces it when it changes, and not
 * hidden from it (a modal dialog hides the rest of the page, a toast's region included unless
 * it is kept out).
 */
export async function expectAnnounced(page: Page, text: string | RegExp) {
  const message = page.getByText(text, { exact: true }).first();
  await expect(message).toBeVisible();
  const live = await message.evaluate((element) =>
    Boolean(
      element.closest(
        '[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"], output',
      ),
    ),
  );
  expect(live, `"${text}" is in a live region`).toBe(true);
  const hidden = await message.evaluate((element) =>
    Boolean(element.closest('[aria-hidden="true"], [inert]')),
  );
  expect(hidden, `"${text}" is hidden from screen readers`).toBe(false);
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
