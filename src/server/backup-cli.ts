import fs from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError, loadConfig } from './config';
import { type DatabaseHandle, openPostgres } from './db/client';
import {
  EmbeddedPostgresError,
  runningEmbeddedUrl,
  startEmbeddedPostgres,
} from './db/embedded-postgres';
import { runMigrations } from './db/migrate';
import { openDatabase } from './db/open-database';
import { BackupError, checkBackup, restoreBackup, takeBackup } from './features/backups';
import { systemClock } from './lib/clock';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock';
import { createLogger } from './lib/logger';

// Backups from the command line (record 051), on the server's own configuration:
//   npm run backup                         into BACKUP_DIR (DATA_DIR/backups), server running or not
//   npm run backup -- --file my.tar.gz
//   npm run restore -- --file my.tar.gz    into a new DATA_DIR (or an empty DATABASE_URL)

const logger = createLogger({ logLevel: 'warn' });
const say = (message: string) => console.log(message);

function fileArgument(argv: string[]): string | undefined {
  const index = argv.indexOf('--file');
  return index >= 0 ? argv[index + 1] : undefined;
}

/** The database to back up, held for as long as `fn` runs. */
async function withDatabase(config: Config, fn: (database: DatabaseHandle) => Promise<void>) {
  if (config.databaseUrl) {
    const handle = openPostgres(config.databaseUrl, { poolSize: 2 });
    return fn(handle).finally(() => handle.close());
  }
  if (!fs.existsSync(path.join(config.dataDir, 'postgres', 'PG_VERSION'))) {
    throw new BackupError(
      `There is no database in ${config.dataDir} yet: start the server once (npm start), or set DATA_DIR to the folder that holds it.`,
    );
  }
  let release: (() => void) | undefined;
  try {
    release = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // The server is running: back up through its database, alongside it.
    const handle = openPostgres(runningEmbeddedUrl(config.dataDir), { poolSize: 2 });
    return fn(handle).finally(() => handle.close());
  }
  release();
  // The server is stopped: start its database, as the server would, for the backup.
  const opened = await openDatabase(config, { poolSize: 2 });
  try {
    await runMigrations(opened.handle);
    await fn(opened.handle);
  } finally {
    await opened.close();
  }
}

async function backup(config: Config, file: string | undefined) {
  await withDatabase(config, async (database) => {
    const outcome = await takeBackup(
      { database, clock: systemClock, logger },
      { folder: config.backups.folder, file: file && path.resolve(file) },
    );
    if (outcome.status === 'ok') {
      say(
        `Backed up ${outcome.rows.toLocaleString('en-US')} rows to ${outcome.file} (${outcome.bytes.toLocaleString('en-US')} bytes), and checked it.`,
      );
    }
  });
}

async function restore(config: Config, file: string) {
  // The file first: nothing is created or started for a file that cannot be restored.
  const manifest = await checkBackup(file);
  say(`${file} is a sound backup taken ${manifest.createdAt} (${manifest.tables.length} tables).`);
  if (config.databaseUrl) {
    await restoreBackup(config.databaseUrl, file, say);
  } else {
    // Held like the server holds it: a restore runs with the server stopped.
    const release = lockDataDir(config.dataDir);
    try {
      const postgres = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        binDir: config.postgresBinDir,
      });
      try {
        await restoreBackup(postgres.url, file, say);
      } finally {
        await postgres.stop();
      }
    } finally {
      release();
    }
  }
  say(`Restored. Start the server (npm start) with the same settings.`);
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const file = fileArgument(rest);
  const config = loadConfig();
  if (command === 'backup') await backup(config, file);
  else if (command === 'restore' && file) await restore(config, file);
  else throw new BackupError('Usage: backup [--file path] | restore --file path');
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError ||
    error instanceof BackupError ||
    error instanceof DataDirLockedError ||
    error instanceof EmbeddedPostgresError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
