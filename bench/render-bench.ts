// Benchmark of the server's rendering of pages: the built client's server entry (dist/ssr, as the
// server loads it: loadPageRenderers) rendering the signed-in /app and /care-profile for their
// request (renderSignedIn, record 054) and a public page again (renderPath, as after a refused
// form post: record 052). The data comes from the app's own factory and API (`startApp`, a
// signed-up account with the library's tasks and a full care profile), read once through the
// API; each rendering is then given those answers, so what is timed is the rendering alone, not
// PostgreSQL. Prints the median and p90 milliseconds of a rendering per page, with how busy the
// machine was. See bench/README.md.   npm run build && npm run bench:render
//   BENCH_RENDERS=100 npm run bench:render      (renders per page, after as many to warm up)

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadPageRenderers } from '../src/server/html/built-client';
import { fullCareProfile } from '../src/server/test/full-care-profile';
import type { PostedForm } from '../src/shared/page-forms';
import type { ApiReader } from '../src/shared/server-rendered-page';
import { signIn, startApp } from './bench-app';
import { loadAverage, measureBusyShare, QUIET_BUSY_SHARE } from './machine-quiet';

const renders = Number(process.env.BENCH_RENDERS ?? 60);
const clientDir = path.resolve('dist/client');

/** A sign-in the API refused, as the server renders /login again after the post (record 052). */
const REFUSED_SIGN_IN: PostedForm = {
  path: '/login',
  values: { email: 'margaret@example.com' },
  error: { status: 401, code: 'UNAUTHORIZED', message: 'Invalid email or password' },
};

type Row = { page: string; renderer: string; 'median ms': number; 'p90 ms': number; bytes: number };

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN;
};

/**
 * Reads the app's API as the signed-in account, over HTTP, the first time a path is asked for;
 * afterwards answers a fresh copy of what it read, so every render gets the same data.
 */
function recordedReader(url: string, cookie: string): ApiReader {
  const answers = new Map<string, string | undefined>();
  return async (apiPath) => {
    if (!answers.has(apiPath)) {
      const response = await fetch(`${url}${apiPath}`, { headers: { cookie } });
      answers.set(apiPath, response.ok ? await response.text() : undefined);
    }
    const answer = answers.get(apiPath);
    return answer === undefined ? undefined : JSON.parse(answer);
  };
}

/** Runs `renderPage` `renders` times to warm up, then `renders` times timed. */
async function measure(
  page: string,
  renderer: string,
  renderPage: () => Promise<string>,
): Promise<Row> {
  const html = await renderPage();
  for (let n = 0; n < renders; n += 1) await renderPage();
  const times: number[] = [];
  for (let n = 0; n < renders; n += 1) {
    const start = performance.now();
    await renderPage();
    times.push(performance.now() - start);
  }
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    page,
    renderer,
    'median ms': round(quantile(times, 0.5)),
    'p90 ms': round(quantile(times, 0.9)),
    bytes: html.length,
  };
}

async function main() {
  const { render, renderSignedIn } = await loadPageRenderers(clientDir);
  if (!render || !renderSignedIn)
    throw new Error(`no server entry beside ${clientDir}: npm run build`);
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'pme-render-bench-'));
  // As root, PostgreSQL runs as another account, which must pass through to the data folder.
  await fs.chmod(root, 0o711);
  const app = await startApp(path.join(root, 'embedded'), {});
  const rows: Row[] = [];
  let busy = 0;
  let before = '';
  try {
    const { url } = app.served;
    const cookie = await signIn(url, app.deps);
    const plans = (await (await fetch(`${url}/api/plans`, { headers: { cookie } })).json()) as {
      id: string;
    }[];
    const planId = plans[0]?.id;
    const saved = await fetch(`${url}/api/plans/${planId}/care-profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ version: 0, profile: fullCareProfile }),
    });
    if (!saved.ok) throw new Error(`saving the care profile answered ${saved.status}`);
    const readApi = recordedReader(url, cookie);

    const signedIn = async (page: string) => {
      const rendered = await renderSignedIn(page, 'en-US', readApi);
      if (!rendered || 'notMember' in rendered) throw new Error(`${page} was not rendered`);
      return rendered.body;
    };
    // Every page rendered once: the answers read, and the lazily loaded pages' modules loaded.
    for (const page of ['/app', '/care-profile']) await signedIn(page);
    before = loadAverage();
    busy = await measureBusyShare();
    rows.push(await measure('/app', 'renderSignedIn', () => signedIn('/app')));
    rows.push(await measure('/care-profile', 'renderSignedIn', () => signedIn('/care-profile')));
    rows.push(
      await measure('/login', 'renderPath', () => render('/login', 'en-US', REFUSED_SIGN_IN)),
    );
  } finally {
    await app.served.close();
    await app.opened.close();
    await fs.rm(root, { recursive: true, force: true });
  }
  console.log(
    `\nthe server's rendering of a page (dist/ssr/entry-server.js), ${renders} renders a page after ${renders} to warm up, ${os.cpus().length} cores`,
  );
  console.table(rows);
  console.log(
    `processors ${Math.round(busy * 100)}% busy in the 5 s before (${busy < QUIET_BUSY_SHARE ? 'quiet' : 'busy: figures not comparable'}); load average before ${before}, after ${loadAverage()} (a shared machine)`,
  );
}

await main();
process.exit(0);
