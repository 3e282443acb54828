import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema';
import { findUserByEmail, insertUser } from './accounts.service';

/**
 * The first administrator, from ADMIN_EMAIL and ADMIN_PASSWORD: created when missing, given the
 * admin role when it exists. An existing password is left alone (it may have been changed).
 */
export async function ensureAdminAccount(deps: AppDeps): Promise<void> {
  const admin = deps.config.admin;
  if (!admin) return;
  const { db } = deps.database;
  const existing = await findUserByEmail(db, admin.email);
  if (existing) {
    if (existing.role !== 'admin') {
      await db.update(users).set({ role: 'admin' }).where(eq(users.id, existing.id));
      deps.logger.info({ email: admin.email }, 'granted the admin role from ADMIN_EMAIL');
    }
    return;
  }
  await insertUser(db, {
    email: admin.email,
    password: admin.password,
    role: 'admin',
    emailConfirmedAt: deps.clock.now(),
  });
  deps.logger.info({ email: admin.email }, 'created the first administrator from ADMIN_EMAIL');
}
