import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../lib/free-port';
import {
  checkReachable,
  EmbeddedPostgresError,
  findPostgresBinaries,
  type PostgresBinaries,
  type PostgresUser,
  postgresUser,
  runAs,
} from './postgres-binaries';

// The PostgreSQL the app runs itself when DATABASE_URL is unset (decision 034): a cluster in
// DATA_DIR/postgres, initialised on first start, listening on 127.0.0.1 only, on a free port,
// behind a generated password kept in DATA_DIR/postgres-password (readable by its owner only).
// pg_ctl starts it in a session of its own, so a Ctrl-C in the terminal reaches the server
// (which drains its requests) and not the database; the server stops it last.

export { EmbeddedPostgresError } from './postgres-binaries';

export const EMBEDDED_DATABASE = 'planmyeldercare';
const SUPERUSER = 'postgres';

export type EmbeddedPostgres = {
  /** The app's database. */
  url: string;
  /** The maintenance database, for creating and dropping others (tests do). */
  adminUrl: string;
  /**
   * Stops it: `fast` ends the sessions and writes a checkpoint first (the server's way); a test's
   * throwaway cluster, deleted next, may be stopped `immediate`ly, with nothing written.
   */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
};

export type EmbeddedPostgresOptions = {
  dataDir: string;
  /** POSTGRES_BIN_DIR: run these binaries instead of the bundled ones. */
  binDir?: string;
  /** Extra server settings (`-c name=value`); tests turn fsync off. */
  settings?: Record<string, string>;
  /** A fixed port instead of a free one (a test restarts the database where the pool expects it). */
  port?: number;
  log?: (message: string) => void;
};

function writePrivate(file: string, content: string, user: PostgresUser): void {
  fs.writeFileSync(file, content, { mode: 0o600 });
  if (user) fs.chownSync(file, user.uid, user.gid);
}

async function initialise(
  binaries: PostgresBinaries,
  user: PostgresUser,
  clusterDir: string,
  passwordFile: string,
): Promise<void> {
  // A folder without PG_VERSION is an initialisation that was cut off: it holds nothing yet.
  fs.rmSync(clusterDir, { recursive: true, force: true });
  fs.mkdirSync(clusterDir, { mode: 0o700 });
  if (user) fs.chownSync(clusterDir, user.uid, user.gid);
  const password = randomBytes(24).toString('base64url');
  const initdbPasswordFile = path.join(
    path.dirname(clusterDir),
    `.initdb-${randomBytes(6).toString('hex')}`,
  );
  writePrivate(initdbPasswordFile, `${password}\n`, user);
  try {
    await runAs(user, binaries.initdb, [
      '-D',
      clusterDir,
      '-U',
      SUPERUSER,
      '--auth=scram-sha-256',
      `--pwfile=${initdbPasswordFile}`,
      '-E',
      'UTF8',
      '--locale=C',
      '--no-instructions',
    ]);
  } finally {
    fs.rmSync(initdbPasswordFile, { force: true });
  }
  // Written last: a password file means the cluster behind it is complete.
  writePrivate(passwordFile, password, undefined);
}

/** A postmaster left running by a server that was killed: stopped cleanly before starting. */
async function stopLeftover(
  binaries: PostgresBinaries,
  user: PostgresUser,
  clusterDir: string,
  log: (message: string) => void,
): Promise<void> {
  if (!fs.existsSync(path.join(clusterDir, 'postmaster.pid'))) return;
  try {
    await runAs(user, binaries.pgCtl, ['status', '-D', clusterDir]);
  } catch {
    return; // Not running: PostgreSQL itself clears the stale pid file and recovers from its log.
  }
  log('a PostgreSQL left running by an earlier server was found: stopping it');
  await runAs(user, binaries.pgCtl, ['stop', '-D', clusterDir, '-m', 'fast', '-w', '-t', '60']);
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [
      EMBEDDED_DATABASE,
    ]);
    if (found.rowCount === 0) await client.query(`create database ${EMBEDDED_DATABASE}`);
  } finally {
    await client.end();
  }
}

/** Initialises (first time) and starts the app's own PostgreSQL in `dataDir`. */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const { dataDir } = options;
  if (fs.existsSync(path.join(dataDir, 'pglite'))) {
    throw new EmbeddedPostgresError(
      `${dataDir} holds a database of the earlier embedded kind (PGlite, in ${path.join(dataDir, 'pglite')}), which this version no longer runs. Nothing was deployed on it, so move that folder away or set DATA_DIR to a new folder.`,
    );
  }
  const binaries = await findPostgresBinaries(options.binDir);
  const user = await postgresUser();
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (user) {
    // PostgreSQL's account passes through the data folder to its own cluster folder, no more.
    const { mode } = fs.statSync(dataDir);
    if ((mode & 0o001) === 0) fs.chmodSync(dataDir, (mode & 0o777) | 0o001);
  }
  const clusterDir = path.join(dataDir, 'postgres');
  const passwordFile = path.join(dataDir, 'postgres-password');
  checkReachable(clusterDir, user);

  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION')) || !fs.existsSync(passwordFile)) {
    if (fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      throw new EmbeddedPostgresError(
        `${passwordFile} is missing, so the database in ${clusterDir} cannot be opened. Restore the file from your backup.`,
      );
    }
    log(`initialising PostgreSQL in ${clusterDir}`);
    await initialise(binaries, user, clusterDir, passwordFile);
  }
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  await stopLeftover(binaries, user, clusterDir, log);

  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: "''",
    ...options.settings,
  };
  const flags = Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`);
  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = options.port ?? (await freePort());
    try {
      await runAs(user, binaries.pgCtl, [
        'start',
        '-D',
        clusterDir,
        '-w',
        '-t',
        '60',
        '-l',
        path.join(clusterDir, 'server.log'),
        '-o',
        [`-p ${port}`, ...flags].join(' '),
      ]);
      break;
    } catch (error) {
      // Another program may have taken the free port between the probe and the start.
      if (attempt === 3) throw error;
    }
  }

  const base = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const adminUrl = `${base}/postgres`;
  await ensureDatabase(adminUrl);
  log(`PostgreSQL is running on 127.0.0.1:${port}`);
  return {
    url: `${base}/${EMBEDDED_DATABASE}`,
    adminUrl,
    async stop(mode = 'fast') {
      await runAs(user, binaries.pgCtl, ['stop', '-D', clusterDir, '-m', mode, '-w', '-t', '60']);
    },
  };
}

/**
 * The app's own PostgreSQL while a server runs it (for `npm run backup` and the benchmarks): its
 * port as its postmaster wrote it down, and the password kept beside it.
 */
export function runningEmbeddedUrl(dataDir: string): string {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  // postmaster.pid: pid, data folder, start time, port, socket folder, address, ...
  const port = fs.readFileSync(pidFile, 'utf8').split('\n')[3]?.trim();
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
}
