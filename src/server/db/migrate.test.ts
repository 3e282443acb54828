import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { dropTestDatabase } from '../test/test-database';
import { type DatabaseHandle, openPostgres } from './client';
import { runMigrations } from './migrate';

const journal = JSON.parse(
  fs.readFileSync(
    fileURLToPath(new URL('./migrations/meta/_journal.json', import.meta.url)),
    'utf8',
  ),
) as { entries: unknown[] };

async function appliedMigrations(handle: DatabaseHandle): Promise<number> {
  const result = (await handle.db.execute(
    sql`select count(*) as count from drizzle.__drizzle_migrations`,
  )) as { rows: { count: string | number }[] };
  return Number(result.rows[0]?.count);
}

describe('runMigrations', () => {
  it('applies every committed migration once, even when two instances start together', async () => {
    const postgresUrl = inject('postgresUrl');
    const name = `pme_migrate_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    // Two separate pools stand for two server processes.
    const first = openPostgres(url.toString(), { poolSize: 2 });
    const second = openPostgres(url.toString(), { poolSize: 2 });
    try {
      await Promise.all([runMigrations(first), runMigrations(second)]);
      expect(await appliedMigrations(first)).toBe(journal.entries.length);
      const tables = (await first.db.execute(
        sql`select 1 from information_schema.tables where table_name = 'users'`,
      )) as { rows: unknown[] };
      expect(tables.rows).toHaveLength(1);
    } finally {
      await first.close();
      await second.close();
      await admin.end();
      await dropTestDatabase(postgresUrl, name);
    }
  });
});
