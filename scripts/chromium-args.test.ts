import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../e2e/support/chromium-args';

// Chromium reads only the last `--disable-features` it is given: ours must repeat every feature
// Playwright turns off, or the journeys would run a browser Playwright does not expect (paint
// holding back, storage partitioned, HTTPS upgrades). Playwright does not export its list, so it
// is read from its source; if that source moves, this says where to look.

/** The features Playwright's own `chromiumSwitches` turns off, read from the installed package. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = path.join(
    path.dirname(require.resolve('playwright-core/package.json')),
    'lib/coreBundle.js',
  );
  const source = fs.readFileSync(bundle, 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(source)?.[1];
  if (!list) {
    throw new Error(
      `Playwright's disabled features were not found in ${bundle}: find its chromiumSwitches ` +
        'and update PLAYWRIGHT_DISABLED_FEATURES in e2e/support/chromium-args.ts',
    );
  }
  return [...list.matchAll(/^\s*"(\w+)",?\s*$/gm)].map((match) => match[1] ?? '');
}

describe("Chromium's arguments for the journeys and bench:web", () => {
  it("keep every feature Playwright turns off, as Chromium reads one '--disable-features'", () => {
    const playwrights = playwrightDisabledFeatures();
    expect(playwrights.length).toBeGreaterThan(5);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...playwrights].sort());
    const ours = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(ours).toHaveLength(1);
    const disabled = ours[0]?.slice('--disable-features='.length).split(',') ?? [];
    expect(disabled).toEqual(expect.arrayContaining(playwrights));
    expect(disabled).toEqual(expect.arrayContaining(['WebUIOmniboxPopup']));
  });
});
