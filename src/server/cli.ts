import { createAppDeps } from './app-deps';
import { ConfigError, loadConfig } from './config';
import { EmbeddedPostgresError } from './db/embedded-postgres';
import { runMigrations } from './db/migrate';
import { openDatabase } from './db/open-database';
import { isCommandError, runUserCommand } from './features/auth';
import { AppError } from './lib/app-error';
import { systemClock } from './lib/clock';
import { DataDirLockedError } from './lib/data-dir-lock';
import { createLogger } from './lib/logger';

// The operator's command line, on the same configuration and database as the server:
//   npm run cli -- create-user --email a@b.org --password '...' --admin
async function main() {
  const config = loadConfig();
  const logger = createLogger({ logLevel: 'warn' });
  // On the embedded database this holds DATA_DIR like the server: stop the server first.
  const opened = await openDatabase(config, { poolSize: 2 });
  try {
    await runMigrations(opened.handle);
    const deps = await createAppDeps({
      config,
      database: opened.handle,
      logger,
      clock: systemClock,
    });
    console.log(await runUserCommand(deps, { argv: process.argv.slice(2) }));
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof EmbeddedPostgresError ||
    error instanceof AppError ||
    isCommandError(error);
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
