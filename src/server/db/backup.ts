import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../config';
import { EMBEDDED_DATABASE } from './embedded-postgres';

// Backups with PostgreSQL's own pg_dump and pg_restore (decision record 044), for the app's
// embedded database while the server runs and for an external one alike.

const execFileAsync = promisify(execFile);

export class BackupError extends Error {}

/** A database to dump or restore: the address without its password, which travels apart. */
export type Target = { url: string; password: string | undefined };

/** Splits the password off, so it reaches pg_dump in PGPASSWORD, never on a command line. */
export function targetOf(connectionString: string): Target {
  const url = new URL(connectionString);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  return { url: url.toString(), password };
}

/**
 * The database the configuration names, as it runs now: DATABASE_URL, or the app's own in
 * DATA_DIR, found through the port its postmaster wrote down and the password kept beside it.
 */
export function runningDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Target {
  if (config.databaseUrl) return targetOf(config.databaseUrl);
  const pidFile = path.join(config.dataDir, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(pidFile)) {
    throw new BackupError(
      `The app's database in ${config.dataDir} is not running. Start the server (npm start) and run the backup again.`,
    );
  }
  // postmaster.pid: pid, data folder, start time, port, socket folder, address, ...
  const port = fs.readFileSync(pidFile, 'utf8').split('\n')[3]?.trim();
  const password = fs.readFileSync(path.join(config.dataDir, 'postgres-password'), 'utf8');
  return { url: `postgres://postgres@127.0.0.1:${port}/${EMBEDDED_DATABASE}`, password };
}

/**
 * pg_dump or pg_restore: from PG_TOOLS_DIR, POSTGRES_BIN_DIR, the PATH, or the newest of
 * Debian's /usr/lib/postgresql/<version>/bin. Its major version must be at least the server's.
 */
export function findPgTool(name: 'pg_dump' | 'pg_restore', env = process.env): string {
  const folders = [
    env.PG_TOOLS_DIR,
    env.POSTGRES_BIN_DIR,
    ...(env.PATH ?? '').split(path.delimiter),
    ...debianFolders(),
  ].filter((folder): folder is string => Boolean(folder));
  for (const folder of folders) {
    const file = path.join(folder, name);
    if (fs.existsSync(file)) return file;
  }
  throw new BackupError(
    `${name} was not found. Install PostgreSQL's client programs (the server's version or newer) or set PG_TOOLS_DIR to their folder.`,
  );
}

function debianFolders(): string[] {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(root, version, 'bin'));
}

async function run(tool: string, args: string[], target: Target) {
  try {
    await execFileAsync(tool, args, {
      env: { ...process.env, PGPASSWORD: target.password ?? process.env.PGPASSWORD ?? '' },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new BackupError(`${path.basename(tool)} failed: ${stderr || (error as Error).message}`);
  }
}

/**
 * One consistent snapshot of the whole database (pg_dump takes it in one transaction, so the
 * server keeps answering), in pg_dump's compressed custom format, written to `file` only once
 * complete.
 */
export async function backupDatabase(target: Target, file: string, env = process.env) {
  const partial = `${file}.partial`;
  await run(
    findPgTool('pg_dump', env),
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, target.url],
    target,
  );
  fs.renameSync(partial, file);
  return { file, bytes: fs.statSync(file).size };
}

/**
 * Replaces what the target holds with the backup, in one transaction: a restore that fails
 * part-way leaves the database as it was.
 */
export async function restoreDatabase(target: Target, file: string, env = process.env) {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup at ${file}.`);
  await run(
    findPgTool('pg_restore', env),
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${target.url}`,
      file,
    ],
    target,
  );
}
