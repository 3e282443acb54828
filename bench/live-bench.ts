// Benchmark of live updates (issue 17, decision record 046): how long after a member sends a
// change its `change` event reaches a page with the plan open, on the same server instance and
// on a second instance over the same PostgreSQL (LISTEN/NOTIFY). Both instances are the app's
// own factory (`startApp`: openDatabase, createAppDeps, createApp) served over HTTP on
// 127.0.0.1, on the app's embedded PostgreSQL in a throwaway folder.
//   npm run bench:live       BENCH_CHANGES=500 npm run bench:live
// Each change is a task toggle through instance A's API, sent after the previous one was heard
// on both pages: latency is from the request's start to the event read by the page.

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { type EventStream, openEventStream } from '../src/server/test/event-stream';
import { signIn, startApp } from './bench-app';

const changes = Number(process.env.BENCH_CHANGES ?? 200);
const warmup = Number(process.env.BENCH_WARMUP_CHANGES ?? 20);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

function summary(setup: string, samples: number[]) {
  const sorted = [...samples].sort((x, y) => x - y);
  const ms = (value: number) => Math.round(value * 10) / 10;
  return {
    setup,
    changes: sorted.length,
    p50: ms(percentile(sorted, 50)),
    p90: ms(percentile(sorted, 90)),
    p99: ms(percentile(sorted, 99)),
    max: ms(sorted.at(-1) ?? Number.NaN),
  };
}

async function main() {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'pme-live-bench-'));
  // As root, PostgreSQL runs as another account, which must pass through to the data folder.
  await fs.chmod(root, 0o711);
  const cleanups: (() => Promise<unknown>)[] = [
    () => fs.rm(root, { recursive: true, force: true }),
  ];
  const streams: EventStream[] = [];
  try {
    const postgres = await startEmbeddedPostgres({
      dataDir: path.join(root, 'postgres'),
      binDir: process.env.POSTGRES_BIN_DIR,
    });
    cleanups.unshift(() => postgres.stop());
    const env = { DATABASE_URL: postgres.url, THROTTLE_TASK_WRITES_PER_MINUTE: '1000000' };
    const instances = [];
    for (const name of ['a', 'b']) {
      const instance = await startApp(path.join(root, name), env);
      cleanups.unshift(
        () => instance.opened.close(),
        () => instance.deps.planEvents.stop(),
        instance.served.close,
      );
      instances.push(instance);
    }
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const cookie = await signIn(a.served.url, a.deps);
    const overview = await fetch(`${a.served.url}/api/tasks`, { headers: { cookie } });
    const { planId, tasks } = (await overview.json()) as {
      planId: string;
      tasks: { id: string }[];
    };

    const open = async (url: string) => {
      const stream = await openEventStream(`${url}/api/plans/${planId}/events`, { cookie });
      if (stream.status !== 200) throw new Error(`the stream answered ${stream.status}`);
      await stream.nextOf('resync');
      streams.push(stream);
      return stream;
    };
    const sameInstance = await open(a.served.url);
    const otherInstance = await open(b.served.url);

    const samples = { same: [] as number[], other: [] as number[], answer: [] as number[] };
    for (let index = 0; index < warmup + changes; index++) {
      const taskId = tasks[index % tasks.length]?.id as string;
      const heard = (stream: EventStream) =>
        stream.next((event) => event.event === 'change' && event.data.includes(taskId), 5_000);
      const started = performance.now();
      const answer = await fetch(`${a.served.url}/api/tasks/${taskId}/toggle`, {
        method: 'POST',
        headers: { cookie, origin: a.served.url, 'content-type': 'application/json' },
        body: '{}',
      });
      const answered = performance.now();
      if (answer.status !== 200) throw new Error(`the toggle answered ${answer.status}`);
      await answer.arrayBuffer();
      const [same, other] = await Promise.all([heard(sameInstance), heard(otherInstance)]);
      if (index < warmup) continue;
      samples.answer.push(answered - started);
      samples.same.push(same.receivedAt - started);
      samples.other.push(other.receivedAt - started);
    }
    console.log(
      `\nlive updates: ${changes} task toggles through instance A (after ${warmup} to warm up), one at a time, ${os.cpus().length} cores; milliseconds from sending the change`,
    );
    console.table([
      summary('the change answered (POST /api/tasks/:id/toggle)', samples.answer),
      summary('event on a page of the same instance', samples.same),
      summary('event on a page of another instance', samples.other),
    ]);
  } finally {
    for (const stream of streams) await stream.close();
    for (const cleanup of cleanups) await cleanup().catch(() => {});
  }
}

await main();
process.exit(0);
