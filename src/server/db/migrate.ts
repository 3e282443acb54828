import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client';

// Any fixed 64-bit number works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK_KEY = 7_201_946_113_802_554n;

// In source this file sits beside migrations/; the build copies them beside the server bundle.
const defaultMigrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** One committed migration, as drizzle-kit's journal names it ('0013_backups') and dates it. */
export type Migration = { tag: string; when: number };

type Journal = { entries: (Migration & Record<string, unknown>)[] } & Record<string, unknown>;

function readJournal(folder: string): Journal {
  return JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'));
}

/** The migrations this version of the app knows, oldest first. */
export function knownMigrations(migrationsFolder = defaultMigrationsFolder): Migration[] {
  return readJournal(migrationsFolder).entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * Applies the committed SQL migrations (up to and including `upTo`, for a restore that loads an
 * older backup before bringing it forward). Instances that start together queue on an advisory
 * lock, so exactly one applies each migration and the others find it done.
 */
export async function runMigrations(
  handle: DatabaseHandle,
  migrationsFolder = defaultMigrationsFolder,
  options: { upTo?: string } = {},
): Promise<void> {
  const { upTo } = options;
  if (!upTo) {
    await handle.withAdvisoryLock(MIGRATION_LOCK_KEY, (db) => migrate(db, { migrationsFolder }));
    return;
  }
  // Drizzle applies what its journal lists: a copy of the folder whose journal ends at `upTo`.
  const journal = readJournal(migrationsFolder);
  const end = journal.entries.findIndex((entry) => entry.tag === upTo);
  if (end < 0) throw new Error(`unknown migration ${upTo}`);
  const partial = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-migrations-'));
  try {
    fs.mkdirSync(path.join(partial, 'meta'));
    const entries = journal.entries.slice(0, end + 1);
    fs.writeFileSync(
      path.join(partial, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries }),
    );
    for (const { tag } of entries) {
      fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(partial, `${tag}.sql`));
    }
    await handle.withAdvisoryLock(MIGRATION_LOCK_KEY, (db) =>
      migrate(db, { migrationsFolder: partial }),
    );
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
}
