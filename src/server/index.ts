import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app';
import { createAppDeps } from './app-deps';
import { type Config, ConfigError, loadConfig } from './config';
import { EmbeddedPostgresError } from './db/embedded-postgres';
import { runMigrations } from './db/migrate';
import { type OpenedDatabase, openDatabase } from './db/open-database';
import { ensureSystemAccounts, scheduleAccountCleanup } from './features/auth';
import { scheduleRecentlyDeletedPurge } from './features/care';
import { loadPageRenderers, readBuiltClient } from './html/built-client';
import { systemClock } from './lib/clock';
import { DataDirLockedError } from './lib/data-dir-lock';
import { drainServer } from './lib/graceful-stop';
import { keepConnectionsAlive } from './lib/keep-alive';
import { createLogger } from './lib/logger';

/**
 * New connections the kernel keeps waiting while the process is busy (it caps this at
 * net.core.somaxconn). Node's default, 511, overflowed in a 5x spike (bench:load): the kernel
 * then dropped new connections, and browsers retried them 1, 3, 7 and 15 s later, so requests
 * went unanswered for 30 s where a prompt 503 was due (record 048).
 */
const LISTEN_BACKLOG = 4096;

// The built client sits beside the server bundle: dist/server/index.js and dist/client/.
const clientDir = fileURLToPath(new URL('../client', import.meta.url));

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function readClient() {
  const client = readBuiltClient(clientDir);
  if ('missing' in client) {
    fail(`The web client is not built (${client.missing} is missing). Run "npm run build" first.`);
  }
  return { ...client, ...(await loadPageRenderers(clientDir)) };
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const logger = createLogger(config);
  const client = await readClient();

  let opened: OpenedDatabase;
  try {
    opened = await openDatabase(config, {
      log: (message) => logger.info(message),
      // Its code only (57P01 when the database stops it): never a query's text or parameters.
      onConnectionError: (error) =>
        logger.warn({ code: (error as { code?: string }).code }, 'a database connection ended'),
    });
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof EmbeddedPostgresError) {
      fail(error.message);
    }
    throw error;
  }
  const database = opened.handle;
  await runMigrations(database);
  const deps = await createAppDeps({ config, database, logger, clock: systemClock, client });
  await ensureSystemAccounts(deps);
  const stopAccountCleanup = scheduleAccountCleanup(deps);
  // What waited its 30 days in a plan's 'Recently deleted' goes for good (record 087).
  const stopDeletedPurge = scheduleRecentlyDeletedPurge(deps);
  // Every instance works the reminder queue (record 047); REMINDERS=off leaves it out (benchmarks).
  if (config.reminders.enabled) await deps.reminders.start();
  // Every instance works the daily backup; one takes it (record 051). Off: the schedule is removed.
  await deps.backups.start();

  const app = createApp(deps);
  let draining = false;
  const server = createAdaptorServer({
    // While stopping, each answer tells the client not to reuse the connection.
    fetch: async (request, env) => {
      const response = await app.fetch(request, env);
      if (draining) response.headers.set('Connection', 'close');
      return response;
    },
    hostname: config.host,
  }) as Server;
  keepConnectionsAlive(server);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
    server.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  }).catch(async (error: NodeJS.ErrnoException) => {
    await opened.close();
    fail(
      error.code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use. Set PORT to a free port.`
        : `Could not listen on ${config.host}:${config.port}: ${error.message}`,
    );
  });

  const shownHost = ['127.0.0.1', '0.0.0.0', '::'].includes(config.host)
    ? 'localhost'
    : config.host;
  const url = `http://${shownHost}:${config.port}`;
  logger.info({ url, database: database.kind }, `PlanMyEldercare is running at ${url}`);
  if (process.stdout.isTTY) console.log(`\n  PlanMyEldercare is running at ${url}\n`);

  const stop = async (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    logger.info({ signal }, 'stopping: finishing in-flight requests');
    // Live streams never finish by themselves: they end now (the pages reconnect elsewhere or
    // once this server is back, and refetch), so the drain waits only for real requests.
    await deps.planEvents.stop();
    await drainServer(server, { graceMs: 500, timeoutMs: config.shutdownTimeoutMs });
    stopAccountCleanup();
    stopDeletedPurge();
    // Before the pool closes: a send in progress finishes and commits, or is rolled back whole;
    // a backup in progress stops and is recorded as failed, for another instance or the next start.
    await deps.reminders.stop();
    await deps.backups.stop();
    await deps.jobs.stop();
    try {
      // The database goes last: every request that was let in has had its answer.
      await opened.close();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error while closing the database');
      process.exit(1);
    }
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
