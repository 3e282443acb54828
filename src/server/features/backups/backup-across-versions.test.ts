import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../db/embedded-postgres';
import { createTestApp, type TestApp } from '../../test/test-app';
import { restoreBackup } from './backup-restore';
import { takeBackup } from './take-backup';

// A backup restores across PostgreSQL versions (record 051): taken on this project's version (18,
// or 15 in node-pg15), restored into a fresh cluster of the other one. Skipped, saying why, where
// PostgreSQL 15 is not installed.

const PG15 = process.env.PG15_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const onPg15 = Boolean(process.env.POSTGRES_BIN_DIR);
const otherBinDir = onPg15 ? undefined : PG15;

let t: TestApp | undefined;
let other: EmbeddedPostgres | undefined;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-across-'));
fs.chmodSync(folder, 0o711);
afterAll(async () => {
  await t?.close();
  await other?.stop('immediate').catch(() => undefined);
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('a backup from one PostgreSQL version', () => {
  it.skipIf(!fs.existsSync(path.join(PG15, 'postgres')))(
    `restores into the other (${onPg15 ? '15 into 18' : '18 into 15'})`,
    async () => {
      t = await createTestApp();
      const { api } = await t.signedInUser();
      await api.post('/api/tasks', { title: 'Book the eye test' });
      const outcome = await takeBackup(t.deps, { folder: path.join(folder, 'backups') });
      if (outcome.status !== 'ok') throw new Error('no backup');

      other = await startEmbeddedPostgres({
        dataDir: path.join(folder, 'other'),
        binDir: otherBinDir,
        settings: { fsync: 'off' },
      });
      const manifest = await restoreBackup(other.url, outcome.file, {
        keys: t.deps.documentKeys,
      });
      const client = new pg.Client({ connectionString: other.url });
      await client.connect();
      const version = (await client.query("select current_setting('server_version') as v")).rows[0]
        .v;
      const found = await client.query("select 1 from tasks where title = 'Book the eye test'");
      await client.end();
      expect(Number.parseInt(version, 10)).toBe(onPg15 ? 18 : 15);
      expect(Number.parseInt(manifest.postgresVersion, 10)).toBe(onPg15 ? 15 : 18);
      expect(found.rowCount).toBe(1);
    },
    60_000,
  );
});
