import { drizzle } from 'drizzle-orm/node-postgres';
import { type Database, type DatabaseHandle, poolOf } from '../../db/client';
import * as schema from '../../db/schema';

/** What pg-boss runs its SQL on (its `db` option): here, the transaction below. */
export type QueueExecutor = {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
};

/**
 * A transaction on one connection of the app's pool that both Drizzle and pg-boss write in, so
 * a reminder's delivery rows and their send jobs commit together or not at all (record 047).
 */
export async function inQueueTransaction<T>(
  database: Pick<DatabaseHandle, 'db'>,
  fn: (tx: Database, queueDb: QueueExecutor) => Promise<T>,
): Promise<T> {
  const connection = await poolOf(database).connect();
  let broken: Error | undefined;
  try {
    await connection.query('begin');
    try {
      const result = await fn(drizzle({ client: connection, schema }), {
        executeSql: (text, values) => connection.query(text, values),
      });
      await connection.query('commit');
      return result;
    } catch (error) {
      await connection.query('rollback').catch((lost: Error) => {
        broken = lost;
      });
      throw error;
    }
  } finally {
    // A connection that could not roll back is dropped, not handed to the next query.
    connection.release(broken);
  }
}
