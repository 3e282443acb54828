import { createAppDeps } from '../app-deps';
import { loadConfig } from '../config';
import { openPostgres } from '../db/client';
import { systemClock } from '../lib/clock';
import { createLogger } from '../lib/logger';

// One server instance's reminder side, as src/server/index.ts starts it (the same
// createAppDeps and deps.reminders.start()), without the HTTP half or a built client: run as
// its own process by reminders-crash.test.ts (`tsx src/server/test/reminder-instance.ts`), so
// the test can SIGKILL it in the middle of a send. Reads DATABASE_URL and SMTP_URL.

const config = loadConfig();
if (!config.databaseUrl) throw new Error('DATABASE_URL is required');
const logger = createLogger(config);
const database = openPostgres(config.databaseUrl, {
  poolSize: 4,
  onConnectionError: () => undefined,
});
const deps = await createAppDeps({ config, database, logger, clock: systemClock });
await deps.reminders.start();
logger.info('reminder instance ready');

process.on('SIGTERM', async () => {
  await deps.reminders.stop();
  await deps.jobs.stop();
  await database.close();
  process.exit(0);
});
