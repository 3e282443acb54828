import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPgliteClient, openPglite, openPostgres } from '../db/client';
import { runMigrations } from '../db/migrate';
import { TEMPLATE_DATABASE } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresUrl: string;
  }
}

// Initialising and migrating a database takes seconds, so it is done once per run: a migrated
// PGlite data folder saved as a tarball, or on PostgreSQL a migrated template database. Each test
// file then starts from a copy.
let templateDir: string | undefined;

export async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const template = openPostgres(withDatabase(postgresUrl, TEMPLATE_DATABASE), 1);
    await runMigrations(template);
    await template.close();
    project.provide('postgresUrl', postgresUrl);
    project.provide('pgliteTemplatePath', '');
    return;
  }
  const client = await createPgliteClient(undefined);
  await runMigrations(openPglite(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pme-test-'));
  const templatePath = path.join(dir, 'template.tar');
  await fs.writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', templatePath);
  project.provide('postgresUrl', '');
  templateDir = dir;
}

export async function teardown() {
  if (templateDir) await fs.rm(templateDir, { recursive: true, force: true });
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
