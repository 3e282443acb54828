import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

type Fixtures = {
  /** Runs axe on the page as it is now; any serious or critical violation fails the test. */
  expectAccessible: (page?: Page) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  // Every journey fails if the browser refused anything under our Content-Security-Policy.
  page: async ({ page }, use) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await use(page);
    expect(refused, 'Content-Security-Policy violations').toEqual([]);
  },
  expectAccessible: async ({ page }, use) => {
    await use(async (target = page) => {
      const results = await new AxeBuilder({ page: target })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const blocking = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      const summary = blocking.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
            .map((node) => node.target.join(' '))
            .join(', ')}`,
      );
      expect(summary, `axe violations on ${target.url()}`).toEqual([]);
    });
  },
});

export { expect };
