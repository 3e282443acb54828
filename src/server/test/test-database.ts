import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client';

export const TEMPLATE_DATABASE = 'pme_test_template';

function withDatabase(url: string, database: string): string {
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

/**
 * A fresh, migrated, real database for one test file: a PGlite copy of the run's template, or,
 * when TEST_DATABASE_URL is set, a new PostgreSQL database cloned from the template database.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    const name = `pme_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
    await admin.end();
    const handle = openPostgres(withDatabase(postgresUrl, name), 5);
    return {
      ...handle,
      async close() {
        await handle.close();
        await dropTestDatabase(postgresUrl, name);
      },
    };
  }
  const tarball = await fs.readFile(inject('pgliteTemplatePath'));
  const client = new PGlite({ loadDataDir: new Blob([tarball]) });
  await client.waitReady;
  return openPglite(client);
}
