// 'Download my data' at its largest (issue 54, decision record 085): one account with a plan's
// whole quota of documents (10 of 10 MB, uploaded through the API), then three of its exports at
// once, each read to its end as a browser would, and the server's peak memory. The server is the
// app's own factory (`startApp`: openDatabase, createAppDeps, createApp) in a child process of
// its own started after the uploads, so its peak (VmHWM in /proc) is the exports' alone, not the
// uploads' or the generator's. A fourth export within the minute is asked for last (429).
//   npm run bench:export        EXPORT_FILES=2 npm run bench:export

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { DOCUMENT_LIMITS } from '../src/shared/rules/care-limits';
import { ACCOUNT_EXPORTS_PER_MINUTE } from '../src/shared/rules/limits';
import { signIn, startApp } from './bench-app';
import { loadAverage } from './machine-quiet';

/** Documents of the largest size one plan keeps: 10 fill its 100 MB. */
const FILES = Number(
  process.env.EXPORT_FILES ?? DOCUMENT_LIMITS.planBytes / DOCUMENT_LIMITS.fileBytes,
);
const AT_ONCE = ACCOUNT_EXPORTS_PER_MINUTE;
/** Where the issue puts the bound for three exports of 100 MB at once. */
const BOUND_MB = 400;
const READY = 'export-bench-ready ';
const MB = 1024 * 1024;

/** The child: the app on DATABASE_URL, serving until it is told to stop. */
async function runServer() {
  const instance = await startApp(process.env.EXPORT_BENCH_DATA_DIR as string, {
    DATABASE_URL: process.env.DATABASE_URL as string,
    DOCUMENT_KEYS: process.env.DOCUMENT_KEYS as string,
  });
  process.on('SIGTERM', async () => {
    await instance.deps.planEvents.stop();
    await instance.served.close();
    await instance.opened.close();
    process.exit(0);
  });
  console.log(`${READY}${instance.served.url}`);
}

/** A PDF as file-type reads one (its header), filled to `bytes` with what does not compress. */
const pdfOf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(bytes - 9)]);

/** The account and its documents, through the API of an instance that is then stopped. */
async function seed(dataDir: string, env: Record<string, string>) {
  const app = await startApp(dataDir, env);
  const { url } = app.served;
  const cookie = await signIn(url, app.deps);
  const { planId } = (await (await fetch(`${url}/api/tasks`, { headers: { cookie } })).json()) as {
    planId: string;
  };
  for (let file = 0; file < FILES; file++) {
    const form = new FormData();
    const bytes = pdfOf(DOCUMENT_LIMITS.fileBytes);
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), `scan-${file + 1}.pdf`);
    const made = await fetch(`${url}/api/plans/${planId}/documents`, {
      method: 'POST',
      headers: { cookie, origin: url },
      body: form,
    });
    if (made.status !== 201) throw new Error(`an upload answered ${made.status}`);
  }
  await app.deps.planEvents.stop();
  await app.served.close();
  await app.opened.close();
  return cookie;
}

/** The server's resident memory now and at its peak since it started (Linux's /proc). */
async function memoryOf(pid: number) {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

/** One export read to its end: its status, size and whether it ends as a ZIP does. */
async function exportOnce(url: string, cookie: string) {
  const response = await fetch(`${url}/api/account/export`, { headers: { cookie } });
  let bytes = 0;
  let tail = Buffer.alloc(0);
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    bytes += read.value.length;
    tail = Buffer.concat([tail, read.value]).subarray(-22);
  }
  // The end of central directory record: the archive was written whole.
  const whole = tail.readUInt32LE(0) === 0x06054b50;
  return { status: response.status, bytes, whole };
}

async function main() {
  console.log(`load average before: ${loadAverage()}`);
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'pme-export-bench-'));
  // As root, PostgreSQL runs as another account, which must pass through to the data folder.
  await fs.chmod(root, 0o711);
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(root, 'postgres'),
    binDir: process.env.POSTGRES_BIN_DIR,
  });
  const env = {
    DATABASE_URL: postgres.url,
    DOCUMENT_KEYS: `bench:${randomBytes(32).toString('base64')}`,
  };
  let child: ReturnType<typeof spawn> | undefined;
  try {
    const cookie = await seed(path.join(root, 'seed'), env);
    child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
      env: {
        ...process.env,
        ...env,
        EXPORT_BENCH_SERVER: '1',
        EXPORT_BENCH_DATA_DIR: path.join(root, 'app'),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const server = child;
    const url = await new Promise<string>((resolve, reject) => {
      server.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
      createInterface({ input: server.stdout as NodeJS.ReadableStream }).on('line', (line) => {
        if (line.startsWith(READY)) resolve(line.slice(READY.length));
      });
    });
    const pid = server.pid as number;
    const before = await memoryOf(pid);

    // The resident memory every 50 ms while the exports run, beside the kernel's own peak.
    let sampledMb = before.rssMb;
    const sampler = setInterval(() => {
      void memoryOf(pid).then((now) => {
        sampledMb = Math.max(sampledMb, now.rssMb);
      });
    }, 50);
    const started = performance.now();
    const exports = await Promise.all(
      Array.from({ length: AT_ONCE }, () => exportOnce(url, cookie)),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = await memoryOf(pid);
    const fourth = await fetch(`${url}/api/account/export`, { headers: { cookie } });
    await fourth.arrayBuffer();

    const documentsMb = (FILES * DOCUMENT_LIMITS.fileBytes) / MB;
    console.log(
      `\n'Download my data': ${FILES} documents (${documentsMb} MB) for one account, ${AT_ONCE} exports at once in ${seconds.toFixed(1)} s; each answered ${exports.map((e) => `${e.status}, ${(e.bytes / MB).toFixed(1)} MB, ${e.whole ? 'a whole ZIP' : 'NOT a whole ZIP'}`).join('; ')}. The next within the minute: ${fourth.status} (Retry-After ${fourth.headers.get('retry-after')} s). ${os.cpus().length} cores, load average after ${loadAverage()}.`,
    );
    console.table({
      'server RSS (MB)': {
        'before the exports': before.rssMb,
        'peak during them (sampled every 50 ms)': sampledMb,
        'peak since the server started (VmHWM)': after.peakMb,
        'after them': after.rssMb,
        bound: BOUND_MB,
      },
    });
    const ok =
      exports.every(
        (e) => e.status === 200 && e.whole && e.bytes > FILES * DOCUMENT_LIMITS.fileBytes,
      ) &&
      fourth.status === 429 &&
      after.peakMb < BOUND_MB;
    process.exitCode = ok ? 0 : 1;
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await postgres.stop().catch(() => {});
    await fs.rm(root, { recursive: true, force: true });
  }
}

if (process.env.EXPORT_BENCH_SERVER) await runServer();
else {
  await main();
  process.exit(process.exitCode ?? 0);
}
