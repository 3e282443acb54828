import type { Config } from '../config';
import { lockDataDir } from '../lib/data-dir-lock';
import { type DatabaseHandle, openPostgres } from './client';
import { startEmbeddedPostgres } from './embedded-postgres';

export type OpenedDatabase = {
  handle: DatabaseHandle;
  /** Closes the pool, then stops the embedded PostgreSQL and releases DATA_DIR. */
  close(): Promise<void>;
};

/**
 * The database the configuration names, for the server and the command line alike: the
 * PostgreSQL at DATABASE_URL, or the app's own in DATA_DIR, which one process holds at a time.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'postgresBinDir'>,
  options: {
    poolSize?: number;
    log?: (message: string) => void;
    onConnectionError?: (error: Error) => void;
  } = {},
): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const handle = openPostgres(config.databaseUrl, {
      poolSize: options.poolSize,
      onConnectionError: options.onConnectionError,
    });
    return { handle, close: () => handle.close() };
  }
  const release = lockDataDir(config.dataDir);
  try {
    const postgres = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      binDir: config.postgresBinDir,
      log: options.log,
    });
    const handle = openPostgres(postgres.url, {
      kind: 'embedded',
      poolSize: options.poolSize,
      onConnectionError: options.onConnectionError,
    });
    return {
      handle,
      async close() {
        try {
          await handle.close();
          await postgres.stop();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
