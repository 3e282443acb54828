import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSecrets } from '../db/schema';

/**
 * The key for code HMACs and signed links: AUTH_SECRET when set, otherwise one generated on first
 * start and kept in the database, so every instance and every restart use the same one.
 */
export async function loadAuthSecret(db: Database, configured: string | undefined) {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name: 'auth', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'auth'));
  if (!row) throw new Error('could not load the auth secret');
  return row.value;
}
