import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
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
// Each project that uses this (one per PostgreSQL version, vitest.config.ts) gets a cluster of
// its own, stopped by the teardown returned for it.

type Cluster = { url: string; dispose: () => Promise<void> };

async function startThrowawayCluster(binDir: string | undefined): Promise<Cluster> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pme-test-pg-'));
  const embedded = await startEmbeddedPostgres({
    dataDir,
    binDir,
    // Throwaway data: durability is not what these tests are about, speed is.
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  });
  return {
    url: embedded.adminUrl,
    dispose: async () => {
      // Deleted next: nothing needs writing first.
      await embedded.stop('immediate');
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function setup(project: TestProject) {
  // A project may name its own PostgreSQL (the second version's, vitest.config.ts).
  const binDir = project.config.env?.POSTGRES_BIN_DIR ?? process.env.POSTGRES_BIN_DIR;
  const cluster: Cluster = process.env.TEST_DATABASE_URL
    ? { url: process.env.TEST_DATABASE_URL, dispose: async () => undefined }
    : await startThrowawayCluster(binDir);
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const template = openPostgres(withDatabase(cluster.url, TEMPLATE_DATABASE), { poolSize: 1 });
  await runMigrations(template);
  await template.close();
  project.provide('postgresUrl', cluster.url);
  return cluster.dispose;
}
