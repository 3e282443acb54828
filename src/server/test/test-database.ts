import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../db/client';

export const TEMPLATE_DATABASE = 'pme_test_template';

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Drops a test database once its connections are gone. Forcing it while a closing pool's
 * connection is still saying goodbye makes that connection raise an uncaught error, so this
 * waits for them (up to two seconds) and forces only as a last resort.
 */
export async function dropTestDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 0; attempt < 40; attempt++) {
      try {
        await admin.query(`drop database if exists ${name}`);
        return;
      } catch (error) {
        // 55006: the database is still being accessed.
        if ((error as { code?: string }).code !== '55006') throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/** A fresh, migrated, real PostgreSQL database (its address), cloned from the run's template. */
export async function createTestDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const postgresUrl = inject('postgresUrl');
  const name = `pme_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.end();
  return { url: withDatabase(postgresUrl, name), drop: () => dropTestDatabase(postgresUrl, name) };
}

/** A fresh, migrated, real PostgreSQL database for one test file, cloned from the run's template. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const { url, drop } = await createTestDatabaseUrl();
  const handle = openPostgres(url, { poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await drop();
    },
  };
}
