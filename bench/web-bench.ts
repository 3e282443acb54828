// Lighthouse (mobile settings: a mid-range phone on slow 4G, simulated) on the built app, in
// Debian's Chromium, on the public pages and, signed in, /app and the care records' pages, and
// a few of each kind in Spanish (issue 59);
// then, on a phone's processor (4x CPU throttling), when each page can be used: time to
// interactive (hydrated) and the dead window (first paint to the first control that responds).
// Five runs a page; prints the medians and how busy the machine was before (processor use,
// judged) and after (load average), with each page's script budget. See bench/README.md.
//   npm run bench:web          BENCH_RUNS=3 npm run bench:web      BENCH_SKIP_BUILD=1 ...
//   BENCH_PAGES=/,/terms-of-service npm run bench:web    (only these pages; /app, /care-profile
//   and /emergency-sheet among them; /app?lang=es and /profile?lang=es for the Spanish ones)
//   BENCH_REPORTS=/tmp/reports npm run bench:web         (keeps each run's Lighthouse report)

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium-args';
import { scriptBudgetOf } from '../e2e/support/script-budgets';
import { signUpFromLog, spawnServer, waitForHealth } from '../e2e/support/spawn-server';
import { LOCALE_COOKIE } from '../src/server/lib/request-locale';
import { fullCareProfile } from '../src/server/test/full-care-profile';
import { appRoutes, findRoute } from '../src/shared/routes';
import { loadAverage, measureBusyShare, QUIET_BUSY_SHARE } from './machine-quiet';

const runs = Number(process.env.BENCH_RUNS ?? 5);
/** The pages to measure (BENCH_PAGES, comma-separated), or every page. */
const onlyPages = process.env.BENCH_PAGES?.split(',').map((page) => page.trim());
const measured = (page: string) => !onlyPages || onlyPages.includes(page);
/** Where to keep each run's Lighthouse report (BENCH_REPORTS), if anywhere. */
const reportDir = process.env.BENCH_REPORTS;
const port = Number(process.env.BENCH_PORT ?? 4391);
const debuggingPort = port + 1;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Measure = Record<(typeof categories)[number], number> & {
  lcpMs: number;
  cls: number;
  tbtMs: number;
  ttiMs: number;
  jsKb: number;
  jsGzipKb: number;
};

/** When a page can be used on a phone's processor (4x CPU throttling, as Lighthouse assumes). */
type Readiness = { hydratedMs: number; deadMs: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Lighthouse's own trace errors (NO_NAVSTART, NO_FCP) ask for another run: up to this many. */
const ATTEMPTS = 3;

/**
 * A signed-in page as a family meets it: Lighthouse's own storage reset is turned off (it would
 * clear what a returning browser keeps) and this clears the HTTP cache instead, before each run.
 * The first-visit welcome is kept on the account (record 088): the returning account has closed
 * it, the first-visit one never does, so each of its runs is a first look at /app.
 */
async function withEmptyHttpCache(url: string) {
  const cdpBrowser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = cdpBrowser.contexts()[0];
    if (!context) throw new Error('the browser has no default context');
    const page = await context.newPage();
    await page.goto(new URL('/terms-of-service', url).href);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    // Lighthouse sends the signed-in cookie as an extra header, but the page's own requests also
    // carry the browser's cookies: a demo category measured before leaves its sandbox's session
    // and its language there, and /app's first API read then answered 401, measuring /login.
    await cdp.send('Network.clearBrowserCookies');
    await page.close();
  } finally {
    await cdpBrowser.close();
  }
}

/**
 * Pages served `noindex` by design (a follow-up to a purchase, a signed-in page): SEO's
 * 'is-crawlable' audit, which asks that the page may be indexed, is left out for them; every
 * other SEO audit still counts.
 */
const notForSearch = (url: string) => {
  const route = findRoute(new URL(url).pathname);
  return route?.access !== 'public' || route.noIndex === true;
};

/** The scripts' size in gzip (issue 32's measure; the browser is sent Brotli, record 073). */
async function gzipKb(urls: string[]): Promise<number> {
  const sizes = await Promise.all(
    urls.map(async (url) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length),
  );
  return Number((sizes.reduce((sum, size) => sum + size, 0) / 1024).toFixed(1));
}

/** Real activity on a signed-in session, as the app's own debounced ping sends it. */
async function recordActivity(baseUrl: string, cookie: string): Promise<void> {
  const ping = await fetch(`${baseUrl}/api/auth/session/activity`, {
    method: 'POST',
    headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!ping.ok) throw new Error(`the activity ping answered ${ping.status}`);
}

async function audit(url: string, cookie?: string, attempt = 1): Promise<Measure> {
  if (cookie) await withEmptyHttpCache(url);
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    ...(notForSearch(url) ? { skipAudits: ['is-crawlable'] } : {}),
    ...(cookie ? { extraHeaders: { Cookie: cookie }, disableStorageReset: true } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (reportDir) {
    // Every run's full report, to see what sets a figure (the LCP element and its breakdown).
    const name = `${new URL(url).pathname.replace(/\W+/g, '-') || 'home'}-${Date.now()}.json`;
    fs.mkdirSync(reportDir, { recursive: true });
    fs.writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) {
    if (attempt < ATTEMPTS) return audit(url, cookie, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  const audits = lhr.audits;
  const requests =
    (
      audits['network-requests']?.details as {
        items?: { url: string; resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const score = (name: (typeof categories)[number]) =>
    Math.round((lhr.categories[name]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
    ttiMs: Math.round(audits.interactive?.numericValue ?? Number.NaN),
    jsKb: Number(
      (scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024).toFixed(1),
    ),
    jsGzipKb: await gzipKb(scripts.map((request) => request.url)),
  };
}

/**
 * One load of a page in a fresh context with the CPU slowed 4 times. The page is hydrated when
 * the root layout marks html[data-hydrated]. Its dead window runs from the first paint to the
 * first control that responds: 0 when its form works as a plain post from the first paint
 * (record 052) or it has no control that needs scripts; else until it is hydrated.
 */
async function readiness(browser: Browser, url: string, cookie?: string): Promise<Readiness> {
  const context = await browser.newContext();
  if (cookie) {
    const [name = '', value = ''] = cookie.split(';')[0]?.split('=') ?? [];
    await context.addCookies([{ name, value, url }]);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const marks = { hydrated: 0, formWorks: false, needsScripts: false };
    (window as unknown as { benchMarks: typeof marks }).benchMarks = marks;
    // The document, not its <html> element: the element does not exist yet when this runs.
    new MutationObserver(() => {
      if (!marks.hydrated && document.documentElement?.hasAttribute('data-hydrated')) {
        marks.hydrated = performance.now();
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      marks.formWorks = Boolean(
        root?.querySelector('form[method="post"] [type="submit"]:not([disabled])'),
      );
      marks.needsScripts = Boolean(
        root?.querySelector('button[type="button"], input, select, textarea'),
      );
    });
  });
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
  const measured = await page.evaluate(() => {
    const marks = (
      window as unknown as {
        benchMarks: { hydrated: number; formWorks: boolean; needsScripts: boolean };
      }
    ).benchMarks;
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return { ...marks, paint };
  });
  await context.close();
  const dead =
    measured.formWorks || !measured.needsScripts
      ? 0
      : Math.max(0, measured.hydrated - measured.paint);
  return { hydratedMs: Math.round(measured.hydrated), deadMs: Math.round(dead) };
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  // Figures from a busy machine compare with nothing: how busy it is is printed, and judged,
  // first (bench/machine-quiet.ts: the processors' use, since the load average misleads here).
  const before = loadAverage();
  const busyBefore = await measureBusyShare();
  const busyPercent = `${Math.round(busyBefore * 100)}%`;
  console.log(`load average before (1, 5, 15 min): ${before}; processors busy: ${busyPercent}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-web-bench-'));
  // As root, PostgreSQL runs as another account, which must pass through to the data folder.
  fs.chmodSync(dataDir, 0o711);
  const server = spawnServer(port, {
    DATA_DIR: path.join(dataDir, 'data'),
    LOG_LEVEL: 'info',
    THROTTLE_SIGN_UP_PER_ADDRESS: '1000',
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
  });
  const rows: (Measure & Readiness & { page: string; budgetKb: number; within: string })[] = [];
  try {
    await waitForHealth(server.baseUrl);
    const cookie = await signUpFromLog(server, 'WebBench#Care2026');
    // The returning family has closed the welcome; another new account has not (record 088).
    const welcomeClosed = await fetch(`${server.baseUrl}/api/account/welcome-seen`, {
      method: 'POST',
      headers: { cookie, origin: server.baseUrl, 'content-type': 'application/json' },
      body: '{}',
    });
    if (!welcomeClosed.ok) throw new Error(`welcome-seen answered ${welcomeClosed.status}`);
    const firstVisitCookie = await signUpFromLog(server, 'WebBench#Care2026');
    // A family's full care profile (8 medications, 6 contacts), as the sheet is used.
    const plans = (await (
      await fetch(`${server.baseUrl}/api/plans`, { headers: { cookie } })
    ).json()) as {
      id: string;
    }[];
    const saved = await fetch(`${server.baseUrl}/api/plans/${plans[0]?.id}/care-profile`, {
      method: 'PUT',
      headers: { cookie, origin: server.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ version: 0, profile: fullCareProfile }),
    });
    if (!saved.ok) throw new Error(`saving the care profile answered ${saved.status}`);
    const known = new Set<string>(appRoutes.map((route) => route.path));
    const pages = [
      '/',
      '/original-homepage',
      '/terms-of-service',
      '/checklist',
      '/login',
      '/signup',
      '/signup-premium',
      '/admin-login',
      '/demo',
      // One of the demo's categories, which the app renders (the overview is a content page).
      '/demo?category=housing',
      // The same kinds of page in Spanish (issue 59), at their Spanish addresses, held to the
      // same budgets: a content page, a form page, a demo category.
      '/?lang=es',
      '/login?lang=es',
      '/demo?category=housing&lang=es',
    ].filter((page) => known.has(new URL(page, server.baseUrl).pathname) && measured(page));
    // A signed-in person who chose Spanish: their language cookie, as a sign-in sets it.
    const spanishCookie = `${cookie}; ${LOCALE_COOKIE}=es-US`;
    const targets: { page: string; cookie?: string; firstVisit?: boolean; spanish?: boolean }[] = [
      ...pages.map((page) => ({ page, cookie: undefined })),
      // A new account's first look at /app, with the welcome rendered by the server (issue 55).
      ...(measured('/app') ? [{ page: '/app', cookie: firstVisitCookie, firstVisit: true }] : []),
      // Signed in: the dashboard, the care records' pages (issue 35), each rendered with its data,
      // and the account's pages the purchases changed (issue 36).
      ...['/app', '/care-profile', '/emergency-sheet', '/profile', '/upgrade-premium']
        .filter((page) => measured(page))
        .map((page) => ({ page, cookie })),
      ...['/app', '/profile']
        .filter((page) => measured(`${page}?lang=es`))
        .map((page) => ({ page, cookie: spanishCookie, spanish: true })),
    ];
    for (const { page, cookie: pageCookie, firstVisit, spanish } of targets) {
      const measures: (Measure & Readiness)[] = [];
      for (let run = 0; run < runs; run++) {
        const url = `${server.baseUrl}${page}`;
        // The sessions were made before the public pages, minutes ago, and page loads are not
        // activity: without a ping they would be near the 15-minute idle limit, and the page
        // measured would be the one with the timeout warning open (or /login), not the page.
        if (pageCookie) await recordActivity(server.baseUrl, pageCookie);
        const lighthouseMeasure = await audit(url, pageCookie);
        measures.push({ ...lighthouseMeasure, ...(await readiness(browser, url, pageCookie)) });
      }
      const row = Object.fromEntries(
        Object.keys(measures[0] as Measure).map((key) => [
          key,
          median(measures.map((measure) => measure[key as keyof typeof measure])),
        ]),
      ) as Measure & Readiness;
      // The page-weight journeys' budget for the page (e2e/support/script-budgets.ts), in the
      // same units as jsGzipKb: the scripts' bodies in gzip, 1,024 bytes a KB.
      const budget = scriptBudgetOf(page) ?? Number.NaN;
      rows.push({
        page: pageCookie
          ? `${page} (signed in, ${firstVisit ? 'first visit' : 'returning'}${spanish ? ', es-US' : ''})`
          : page,
        ...row,
        budgetKb: Number((budget / 1024).toFixed(1)),
        within: row.jsGzipKb * 1024 <= budget ? 'yes' : 'OVER',
      });
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const after = loadAverage();
  console.log(`\nLighthouse 12 mobile, median of ${runs} runs, ${os.cpus().length} cores`);
  console.log('hydratedMs and deadMs: Playwright, the CPU slowed 4 times, no network throttling');
  console.log(
    "budgetKb: the page-weight journeys' budget (e2e/support/script-budgets.ts); within: jsGzipKb at or under it",
  );
  console.log(
    "seo: without 'is-crawlable' on the pages served noindex by design (/signup-premium, /app)",
  );
  console.table(rows);
  console.log(
    `load average before: ${before}; after: ${after} (the benchmark's own work included)`,
  );
  if (busyBefore >= QUIET_BUSY_SHARE) {
    console.log(
      `NOT COMPARABLE: the machine was busy before the run (processors ${busyPercent} busy over 5 s, ${QUIET_BUSY_SHARE * 100}% or more).`,
    );
  }
}

await main();
process.exit(0);
