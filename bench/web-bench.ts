// Lighthouse (mobile settings: a mid-range phone on slow 4G, simulated) on the built app, in
// Debian's Chromium: /, /original-homepage, /checklist, /login, /signup, /demo (once it exists)
// and, signed in, /app. Three runs
// a page; prints the medians. See bench/README.md.
//   npm run bench:web          BENCH_RUNS=5 npm run bench:web      BENCH_SKIP_BUILD=1 ...

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { signUpFromLog, spawnServer, waitForHealth } from '../e2e/support/spawn-server';
import { appRoutes } from '../src/shared/routes';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4391);
const debuggingPort = port + 1;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Measure = Record<(typeof categories)[number], number> & {
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Lighthouse's own trace errors (NO_NAVSTART, NO_FCP) ask for another run: up to this many. */
const ATTEMPTS = 3;

async function audit(url: string, cookie?: string, attempt = 1): Promise<Measure> {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (attempt < ATTEMPTS) return audit(url, cookie, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  const audits = lhr.audits;
  const requests =
    (
      audits['network-requests']?.details as {
        items?: { resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
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
    jsKb: Number(
      (
        requests
          .filter((request) => request.resourceType === 'Script')
          .reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024
      ).toFixed(1),
    ),
  };
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-web-bench-'));
  // As root, PostgreSQL runs as another account, which must pass through to the data folder.
  fs.chmodSync(dataDir, 0o711);
  const server = spawnServer(port, {
    DATA_DIR: path.join(dataDir, 'data'),
    LOG_LEVEL: 'info',
    THROTTLE_SIGN_UP_PER_ADDRESS: '1000',
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${debuggingPort}`,
    ],
  });
  const rows: (Measure & { page: string })[] = [];
  try {
    await waitForHealth(server.baseUrl);
    const cookie = await signUpFromLog(server, 'WebBench#Care2026');
    const known = new Set<string>(appRoutes.map((route) => route.path));
    const pages = ['/', '/original-homepage', '/checklist', '/login', '/signup', '/demo'].filter(
      (page) => known.has(page),
    );
    const targets = [
      ...pages.map((page) => ({ page, cookie: undefined })),
      { page: '/app', cookie },
    ];
    for (const { page, cookie: pageCookie } of targets) {
      const measures: Measure[] = [];
      for (let run = 0; run < runs; run++) {
        measures.push(await audit(`${server.baseUrl}${page}`, pageCookie));
      }
      const row = Object.fromEntries(
        Object.keys(measures[0] as Measure).map((key) => [
          key,
          median(measures.map((measure) => measure[key as keyof Measure])),
        ]),
      ) as Measure;
      rows.push({ page: pageCookie ? `${page} (signed in)` : page, ...row });
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nLighthouse 12 mobile, median of ${runs} runs, ${os.cpus().length} cores`);
  console.table(rows);
}

await main();
process.exit(0);
