import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction: `db.transaction((tx) => ...)` hands one of these to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a query can run on: the database or a transaction in progress. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Runs fn while holding a PostgreSQL advisory lock on one connection. */
  withAdvisoryLock<T>(key: bigint, fn: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export function openPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  // PGlite is one connection, and an advisory lock is re-entrant within a connection, so callers
  // in this process also queue on a promise chain.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    kind: 'pglite',
    db,
    withAdvisoryLock(key, fn) {
      const run = queue.then(async () => {
        await client.query('select pg_advisory_lock($1)', [key.toString()]);
        try {
          return await fn(db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key.toString()]);
        }
      });
      queue = run.catch(() => {});
      return run;
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export async function createPgliteClient(dataDir: string | undefined): Promise<PGlite> {
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  return client;
}

export function openPostgres(connectionString: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    kind: 'postgres',
    db,
    // Advisory locks belong to a connection, so the work runs on the connection that holds it.
    async withAdvisoryLock(key, fn) {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [key.toString()]);
        try {
          return await fn(drizzlePg({ client: connection, schema }) as unknown as Database);
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [key.toString()]);
        }
      } finally {
        connection.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
