import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = NodePgDatabase<Schema>;
/** A transaction: `db.transaction((tx) => ...)` hands one of these to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a query can run on: the database or a transaction in progress. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  /** The app's own PostgreSQL in DATA_DIR, or one at DATABASE_URL. */
  kind: 'embedded' | 'external';
  db: Database;
  /** Runs fn while holding a PostgreSQL advisory lock on one connection. */
  withAdvisoryLock<T>(key: bigint, fn: (db: Database) => Promise<T>): Promise<T>;
  /** The pool's connections now, for the metrics. */
  poolStats(): { total: number; idle: number; waiting: number };
  /**
   * A new connection of its own, outside the pool, with the pool's settings (not yet connected):
   * for LISTEN, which needs one connection that stays open (lib/plan-events.ts).
   */
  dedicatedClient(): pg.Client;
  close(): Promise<void>;
};

/** The app's pool: drizzle keeps it as `$client`, which its `Database` type does not name. */
export function poolOf(database: Pick<DatabaseHandle, 'db'>): pg.Pool {
  return (database.db as Database & { $client: pg.Pool }).$client;
}

export function openPostgres(
  connectionString: string,
  options: {
    kind?: DatabaseHandle['kind'];
    poolSize?: number;
    onConnectionError?: (error: Error) => void;
  } = {},
): DatabaseHandle {
  // A database that cannot be reached fails the request in seconds (503, app.ts), rather than
  // holding it open until the client gives up.
  const settings = { connectionString, connectionTimeoutMillis: 5_000 };
  const pool = new pg.Pool({ ...settings, max: options.poolSize ?? 10 });
  // A connection can end under the pool (the database restarts, or is being stopped as the
  // server stops), idle or checked out between the queries of a transaction. Each connection
  // reports its own end, once; the pool's event for an idle one is heard and left to it. Without
  // a listener either event would be thrown and end the whole process. The pool drops a dead
  // connection and opens another for the next query.
  pool.on('connect', (client) => {
    client.on('error', (error) => options.onConnectionError?.(error));
  });
  pool.on('error', () => undefined);
  return {
    kind: options.kind ?? 'external',
    db: drizzle({ client: pool, schema }),
    // Advisory locks belong to a connection, so the work runs on the connection that holds it.
    async withAdvisoryLock(key, fn) {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [key.toString()]);
        try {
          return await fn(drizzle({ client: connection, schema }));
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [key.toString()]);
        }
      } finally {
        connection.release();
      }
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    // Kept alive by TCP probes: a connection that only waits for notifications would otherwise
    // not notice a silent network cut.
    dedicatedClient: () => new pg.Client({ ...settings, keepAlive: true }),
    async close() {
      await pool.end();
    },
  };
}
