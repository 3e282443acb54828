import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import {
  BackupError,
  backupDatabase,
  restoreDatabase,
  runningDatabase,
  targetOf,
} from './db/backup';
import { EmbeddedPostgresError, startEmbeddedPostgres } from './db/embedded-postgres';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock';

// Backups from the command line (decision record 044), on the server's own configuration:
//   npm run backup                         the running database, to backups/<date-time>.dump
//   npm run backup -- --file my.dump
//   npm run restore -- --file my.dump      with the server stopped (on the app's own database)

function fileArgument(argv: string[]): string | undefined {
  const index = argv.indexOf('--file');
  return index >= 0 ? argv[index + 1] : undefined;
}

async function restore(file: string) {
  const config = loadConfig();
  if (config.databaseUrl) return restoreDatabase(targetOf(config.databaseUrl), file);
  // The app's own database: held like the server holds it, so the server must be stopped.
  const release = lockDataDir(config.dataDir);
  try {
    const postgres = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      binDir: config.postgresBinDir,
    });
    try {
      await restoreDatabase(targetOf(postgres.url), file);
    } finally {
      await postgres.stop();
    }
  } finally {
    release();
  }
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const file = fileArgument(rest);
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const target = file ?? path.join('backups', `planmyeldercare-${stamp}.dump`);
    const { bytes } = await backupDatabase(runningDatabase(loadConfig()), target);
    console.log(`Backed up to ${target} (${bytes.toLocaleString('en-US')} bytes).`);
  } else if (command === 'restore' && file) {
    await restore(file);
    console.log(`Restored from ${file}.`);
  } else {
    throw new BackupError('Usage: backup [--file path] | restore --file path');
  }
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
