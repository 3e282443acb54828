import fs from 'node:fs';
import path from 'node:path';
import { formatCount } from '../shared/format';
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
import { createDocumentKeys, LOCAL_KEY_FILE } from './features/care';
import { systemClock } from './lib/clock';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock';
import { createLogger } from './lib/logger';

// Backups from the command line (records 051 and 084), on the server's own configuration and
// with its document key (DOCUMENT_KEYS, or DATA_DIR/document-keys), which seals them:
//   npm run backup                         into BACKUP_DIR (DATA_DIR/backups), server running or not
//   npm run backup -- --file my.backup
//   npm run restore -- --file my.backup    into a new DATA_DIR (or an empty DATABASE_URL)
//   npm run restore -- --file old.tar.gz --unencrypted    a backup from before they were sealed

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
      // The server's key, made here if the server has not made it yet (as it would).
      { database, clock: systemClock, logger, documentKeys: createDocumentKeys(config) },
      { folder: config.backups.folder, file: file && path.resolve(file) },
    );
    if (outcome.status === 'ok') {
      const keptIn = config.documentKeys
        ? 'DOCUMENT_KEYS'
        : path.join(config.dataDir, LOCAL_KEY_FILE);
      say(
        `Backed up ${formatCount(outcome.rows)} rows to ${outcome.file} (${formatCount(outcome.bytes)} bytes), encrypted with the key "${outcome.keyId}" (${keptIn}), and checked it. Keep a copy of that key apart from the backups: no backup restores without it.`,
      );
    }
  });
}

async function restore(config: Config, file: string, unencrypted: boolean) {
  // Only read: a missing key is said, never made (nor the folder that would hold it).
  const keys = createDocumentKeys(config, { make: false });
  // The file first: nothing is created or started for a file that cannot be restored.
  const manifest = await checkBackup(file, keys, { unencrypted });
  say(`${file} is a sound backup taken ${manifest.createdAt} (${manifest.tables.length} tables).`);
  const options = { keys, unencrypted, log: say };
  if (config.databaseUrl) {
    await restoreBackup(config.databaseUrl, file, options);
  } else {
    // Held like the server holds it: a restore runs with the server stopped.
    const release = lockDataDir(config.dataDir);
    try {
      const postgres = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        binDir: config.postgresBinDir,
      });
      try {
        await restoreBackup(postgres.url, file, options);
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
  else if (command === 'restore' && file)
    await restore(config, file, rest.includes('--unencrypted'));
  else throw new BackupError('Usage: backup [--file path] | restore --file path [--unencrypted]');
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
