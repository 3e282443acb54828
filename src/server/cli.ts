import path from 'node:path';
import { createAppDeps } from './app-deps';
import { ConfigError, loadConfig } from './config';
import { createPgliteClient, openPglite, openPostgres } from './db/client';
import { runMigrations } from './db/migrate';
import { isCommandError, runUserCommand } from './features/auth/user-commands';
import { AppError } from './lib/app-error';
import { systemClock } from './lib/clock';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock';
import { createLogger } from './lib/logger';

// The operator's command line, on the same configuration and database as the server:
//   npm run cli -- create-user --email a@b.org --password '...' --admin
async function main() {
  const config = loadConfig();
  const logger = createLogger({ logLevel: 'warn' });
  let release = () => {};
  let database: ReturnType<typeof openPglite>;
  if (config.databaseUrl) {
    database = openPostgres(config.databaseUrl, 2);
  } else {
    // PGlite is one process per folder: the server must be stopped first.
    release = lockDataDir(config.dataDir);
    database = openPglite(await createPgliteClient(path.join(config.dataDir, 'pglite')));
  }
  try {
    await runMigrations(database);
    const deps = await createAppDeps({ config, database, logger, clock: systemClock });
    console.log(await runUserCommand(process.argv.slice(2), deps));
  } finally {
    await database.close();
    release();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof AppError ||
    isCommandError(error);
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
