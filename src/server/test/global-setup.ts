import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../db/embedded-postgres';
import { runMigrations } from '../db/migrate';
import { TEMPLATE_DATABASE, withDatabase } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

// The API suite runs on a real PostgreSQL: the app's own embedded one in a throwaway folder, or
// the server at TEST_DATABASE_URL. Migrating takes a while, so it is done once per run into a
// template database; each test file then starts from a copy of it (`create database ... template`).
let embedded: EmbeddedPostgres | undefined;
let embeddedDir: string | undefined;

async function startThrowawayCluster(): Promise<string> {
  embeddedDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pme-test-pg-'));
  embedded = await startEmbeddedPostgres({
    dataDir: embeddedDir,
    binDir: process.env.POSTGRES_BIN_DIR,
    // Throwaway data: durability is not what these tests are about, speed is.
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  });
  return embedded.adminUrl;
}

export async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL || (await startThrowawayCluster());
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const template = openPostgres(withDatabase(postgresUrl, TEMPLATE_DATABASE), { poolSize: 1 });
  await runMigrations(template);
  await template.close();
  project.provide('postgresUrl', postgresUrl);
}

export async function teardown() {
  await embedded?.stop();
  if (embeddedDir) await fs.rm(embeddedDir, { recursive: true, force: true });
}
