// How the journeys and bench:web start Debian's Chromium (a browser download cannot work on these
// machines): one list, so both run the same browser.

/**
 * The features Playwright turns off in every Chromium it starts (playwright-core 1.65.1,
 * `chromiumSwitches`). Chromium reads only the last `--disable-features` it is given, so a list
 * of our own replaces Playwright's unless it repeats it; `chromium-args.test.ts` fails when an
 * upgrade of Playwright changes its list.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 builds the address bar's suggestion popups as web pages (two per window, in a
 * renderer of their own) even when headless, where there is no address bar to show them. Each
 * browser context is a window: turning them off took a quarter of the processor time of the
 * journeys that open many contexts (first-paint and forms-before-scripts: 174 -> 126 s of
 * processor time, 94 -> 75 s; record 059).
 */
const HEADLESS_WASTE = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...HEADLESS_WASTE].join(',')}`,
];

/**
 * The journeys' browser alone (not bench:web's, which measures what a phone's browser does):
 * V8 without its optimising compilers. A journey's page lives for seconds, too short for
 * Maglev's and TurboFan's background compiles to pay for themselves, and on a 2-core machine
 * they take the processor from the next journey: 13-16% less of Chromium's processor time
 * and of the wall time on the same journeys (record 063). What the code does is the same in
 * every tier of V8; only how fast it runs changes.
 */
export const JOURNEY_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--no-opt,--no-maglev'];
