// Benchmark of the live-update streams one person can hold (issue 30, decision record 046): one
// session asks for 3,000 streams of its plan; then, while that person holds the most the server
// lets them (a second session of theirs opens more), the server's memory, another family's
// overview p50 and the time of 40 ticks. The server is the app's own factory (`startApp`:
// openDatabase, createAppDeps, createApp) in a child process of its own, so its memory
// (`process_resident_memory_bytes` from its /api/metrics) is not the generator's; it runs on a
// throwaway embedded PostgreSQL. See bench/README.md.
//   npm run bench:streams       STREAM_ATTEMPTS=500 npm run bench:streams

import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { type EventStream, openEventStream } from '../src/server/test/event-stream';
import { newBenchEmail, signIn, signInAgain, startApp } from './bench-app';
import { loadAverage } from './machine-quiet';

const ATTEMPTS = Number(process.env.STREAM_ATTEMPTS ?? 3_000);
/** Stream requests in flight at once while the attempts are made. */
const AT_ONCE = Number(process.env.STREAM_AT_ONCE ?? 20);
/** A second session's streams, so the person holds the most an account may (10 since issue 30). */
const SECOND_SESSION_STREAMS = Number(process.env.STREAM_SECOND_SESSION ?? 5);
const TICKS = Number(process.env.STREAM_TICKS ?? 40);
/** Overview requests for each p50 at rest. */
const READS = Number(process.env.STREAM_READS ?? 200);
const TOKEN = 'streams-bench-operator-token-0123456789';
const READY = 'streams-bench-ready ';

type Ready = { url: string; person: [string, string]; other: string };

/** The child: the app on DATABASE_URL, an account with two sessions and another family's. */
async function runServer() {
  const dataDir = process.env.STREAMS_BENCH_DATA_DIR as string;
  const instance = await startApp(dataDir, {
    DATABASE_URL: process.env.DATABASE_URL as string,
    METRICS_TOKEN: TOKEN,
    THROTTLE_TASK_WRITES_PER_MINUTE: '1000000',
  });
  const { url } = instance.served;
  const email = newBenchEmail();
  const first = await signIn(url, instance.deps, email);
  const second = await signInAgain(url, instance.deps, email);
  const other = await signIn(url, instance.deps);
  const stop = async () => {
    await instance.deps.planEvents.stop();
    await instance.served.close();
    await instance.opened.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  console.log(`${READY}${JSON.stringify({ url, person: [first, second], other } satisfies Ready)}`);
}

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((x, y) => x - y);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
};
const ms = (value: number) => Math.round(value * 10) / 10;

async function main() {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'pme-streams-bench-'));
  // As root, PostgreSQL runs as another account, which must pass through to the data folder.
  await fs.chmod(root, 0o711);
  const held: EventStream[] = [];
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(root, 'postgres'),
    binDir: process.env.POSTGRES_BIN_DIR,
  });
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: {
      ...process.env,
      STREAMS_BENCH_SERVER: '1',
      STREAMS_BENCH_DATA_DIR: path.join(root, 'app'),
      DATABASE_URL: postgres.url,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const ready = await new Promise<Ready>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (line.startsWith(READY)) resolve(JSON.parse(line.slice(READY.length)));
      });
    });
    const { url, person, other } = ready;
    const get = async (route: string, cookie: string) => {
      const response = await fetch(`${url}${route}`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`${route} answered ${response.status}`);
      return response.json();
    };
    const { planId, tasks } = (await get('/api/tasks', person[0])) as {
      planId: string;
      tasks: { id: string }[];
    };

    const server = async () => {
      const text = await (
        await fetch(`${url}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
      ).text();
      const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
      return {
        rssMb: Math.round(value('process_resident_memory_bytes') / 1024 / 1024),
        heapMb: Math.round(value('nodejs_heap_size_used_bytes') / 1024 / 1024),
        streams: value('live_event_streams'),
      };
    };
    /** Another family's overview, one request after another, until `until` settles or `count`. */
    const overview = async (count: number, until?: Promise<unknown>) => {
      let done = false;
      void until?.then(() => {
        done = true;
      });
      const samples: number[] = [];
      while (until ? !done : samples.length < count) {
        const started = performance.now();
        await get('/api/tasks/overview', other);
        samples.push(performance.now() - started);
      }
      return samples;
    };
    const open = async (cookie: string) => {
      const stream = await openEventStream(`${url}/api/plans/${planId}/events`, { cookie });
      held.push(stream);
      return stream.status;
    };

    await overview(50);
    const before = { ...(await server()), p50: ms(percentile(await overview(READS), 50)) };

    const attemptsStarted = performance.now();
    const statuses = new Map<number, number>();
    for (let sent = 0; sent < ATTEMPTS; sent += AT_ONCE) {
      const batch = Math.min(AT_ONCE, ATTEMPTS - sent);
      for (const status of await Promise.all(
        Array.from({ length: batch }, () => open(person[0])),
      )) {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }
    const attemptsSeconds = (performance.now() - attemptsStarted) / 1000;
    for (let index = 0; index < SECOND_SESSION_STREAMS; index++) await open(person[1]);
    // The streams the server closed end on the generator's side too.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const stillOpen = held.filter((stream) => stream.isOpen()).length;
    const holding = { ...(await server()), p50: ms(percentile(await overview(READS), 50)) };

    // 40 ticks of the person's plan, one after another, while the other family reads.
    const ticksStarted = performance.now();
    const ticking = (async () => {
      for (let tick = 0; tick < TICKS; tick++) {
        const taskId = tasks[tick % tasks.length]?.id;
        const response = await fetch(`${url}/api/tasks/${taskId}/toggle`, {
          method: 'POST',
          headers: { cookie: person[0], origin: url, 'content-type': 'application/json' },
          body: '{}',
        });
        if (response.status !== 200) throw new Error(`a tick answered ${response.status}`);
        await response.arrayBuffer();
      }
      return (performance.now() - ticksStarted) / 1000;
    })();
    const duringTicks = await overview(0, ticking);
    const ticksSeconds = await ticking;
    const after = await server();

    const replaced = held.filter((stream) => stream.events.some((e) => e.event === 'replaced'));
    console.log(
      `\nlive-update streams: ${ATTEMPTS} attempts from one session (${AT_ONCE} at once) in ${ms(attemptsSeconds)} s, answered ${[...statuses].map(([status, count]) => `${count} x ${status}`).join(', ')}; then ${SECOND_SESSION_STREAMS} from a second session of the same account. ${replaced.length} were told 'replaced'; ${stillOpen} still open on the generator's side. ${TICKS} ticks, one after another: ${ms(ticksSeconds)} s. ${os.cpus().length} cores, load average ${loadAverage()}.`,
    );
    console.table({
      'server RSS (MB)': {
        'before any stream': before.rssMb,
        'one person holding what they may': holding.rssMb,
        [`after the ${TICKS} ticks`]: after.rssMb,
      },
      'server heap used (MB)': {
        'before any stream': before.heapMb,
        'one person holding what they may': holding.heapMb,
        [`after the ${TICKS} ticks`]: after.heapMb,
      },
      'streams the server holds': {
        'before any stream': before.streams,
        'one person holding what they may': holding.streams,
        [`after the ${TICKS} ticks`]: after.streams,
      },
      "another family's overview p50 (ms)": {
        'before any stream': before.p50,
        'one person holding what they may': holding.p50,
        [`after the ${TICKS} ticks`]: `${ms(percentile(duringTicks, 50))} during them (${duringTicks.length} reads)`,
      },
    });
  } finally {
    for (const stream of held) await stream.close();
    child.kill('SIGTERM');
    await exited;
    await postgres.stop().catch(() => {});
    await fs.rm(root, { recursive: true, force: true });
  }
}

if (process.env.STREAMS_BENCH_SERVER) await runServer();
else {
  await main();
  process.exit(0);
}
