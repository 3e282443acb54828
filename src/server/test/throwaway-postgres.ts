import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPostgres } from '../db/client';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../db/embedded-postgres';
import { runMigrations } from '../db/migrate';
import { freePort } from '../lib/free-port';

const sleep = (ms: number) =>
  new Promise<false>((resolve) => setTimeout(() => resolve(false), ms).unref());

/** SIGKILL to the cluster's postmaster, if it still runs (its pid is postmaster.pid's first line). */
function killPostmaster(dataDir: string) {
  try {
    const pid = Number(
      fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    if (pid > 0) process.kill(pid, 'SIGKILL');
  } catch {
    // Gone already.
  }
}

/**
 * A PostgreSQL of a test's own, for tests that stop it, back it up or point a command at its
 * folder: on a fixed port, so a restart lands where the pool expects it. `database()` opens the
 * migrated app database; `dispose()` stops it and removes the folder.
 */
export async function throwawayPostgres(prefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pme-${prefix}-`));
  // As root, PostgreSQL runs as another account, which must pass through to the folder.
  fs.chmodSync(dataDir, 0o711);
  const port = await freePort();
  const start = () =>
    startEmbeddedPostgres({
      dataDir,
      binDir: process.env.POSTGRES_BIN_DIR,
      settings: { fsync: 'off' },
      port,
    });
  let postgres: EmbeddedPostgres | undefined = await start();
  const running = () => {
    if (!postgres) throw new Error('the throwaway PostgreSQL is stopped');
    return postgres;
  };
  return {
    dataDir,
    get url() {
      return running().url;
    },
    get adminUrl() {
      return running().adminUrl;
    },
    async database() {
      const handle = openPostgres(running().url, { onConnectionError: () => undefined });
      await runMigrations(handle);
      return handle;
    },
    async stop() {
      await running().stop();
      postgres = undefined;
    },
    async restart() {
      postgres = await start();
    },
    async dispose() {
      // Deleted next: nothing needs writing first. (A fast stop of the outage test's cluster
      // overran the 60 s hook limit now and then in full parallel runs, after the test passed;
      // so did, once in a loaded run on 15, an immediate one: pg_ctl waits up to 60 s. After
      // 10 s the postmaster is killed, which ends its backends too.)
      const stopping = postgres?.stop('immediate').catch(() => undefined);
      const stopped = await Promise.race([stopping?.then(() => true), sleep(10_000)]);
      if (!stopped) killPostmaster(dataDir);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
