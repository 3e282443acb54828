import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client';

// Any fixed 64-bit number works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK_KEY = 7_201_946_113_802_554n;

// In source this file sits beside migrations/; the build copies them beside the server bundle.
const defaultMigrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies the committed SQL migrations. Instances that start together queue on an advisory lock,
 * so exactly one applies each migration and the others find it done.
 */
export async function runMigrations(
  handle: DatabaseHandle,
  migrationsFolder = defaultMigrationsFolder,
): Promise<void> {
  await handle.withAdvisoryLock(MIGRATION_LOCK_KEY, (db) => migrate(db, { migrationsFolder }));
}
