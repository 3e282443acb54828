import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createAppDeps } from './app-deps';
import { type Config, ConfigError, loadConfig } from './config';
import { createPgliteClient, type DatabaseHandle, openPglite, openPostgres } from './db/client';
import { runMigrations } from './db/migrate';
import { ensureSystemAccounts, scheduleSandboxCleanup } from './features/auth/system-accounts';
import { systemClock } from './lib/clock';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock';
import { drainServer } from './lib/graceful-stop';
import { createLogger } from './lib/logger';

// The built client sits beside the server bundle: dist/server/index.js and dist/client/.
const clientDir = fileURLToPath(new URL('../client', import.meta.url));

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readClient() {
  const templatePath = path.join(clientDir, 'index.html');
  if (!fs.existsSync(templatePath)) {
    fail(`The web client is not built (${templatePath} is missing). Run "npm run build" first.`);
  }
  return { dir: clientDir, template: fs.readFileSync(templatePath, 'utf8') };
}

async function openDatabase(config: Config) {
  if (config.databaseUrl) return { handle: openPostgres(config.databaseUrl), release: () => {} };
  const release = lockDataDir(config.dataDir);
  try {
    const client = await createPgliteClient(path.join(config.dataDir, 'pglite'));
    return { handle: openPglite(client), release };
  } catch (error) {
    release();
    throw error;
  }
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
  const client = readClient();

  let database: DatabaseHandle;
  let releaseDataDir: () => void;
  try {
    const opened = await openDatabase(config);
    database = opened.handle;
    releaseDataDir = opened.release;
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
  await runMigrations(database);
  const deps = await createAppDeps({ config, database, logger, clock: systemClock, client });
  await ensureSystemAccounts(deps);
  const stopSandboxCleanup = scheduleSandboxCleanup(deps);

  const app = createApp(deps);
  let draining = false;
  const server = serve({
    // While stopping, each answer tells the client not to reuse the connection.
    fetch: async (request, env) => {
      const response = await app.fetch(request, env);
      if (draining) response.headers.set('Connection', 'close');
      return response;
    },
    port: config.port,
    hostname: config.host,
  }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  }).catch((error: NodeJS.ErrnoException) => {
    releaseDataDir();
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
    await drainServer(server, { graceMs: 500, timeoutMs: config.shutdownTimeoutMs });
    stopSandboxCleanup();
    try {
      await database.close();
      releaseDataDir();
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
