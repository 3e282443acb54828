import { eq } from 'drizzle-orm';
import { findUserByEmail } from '../../auth/find-user';
import { verifyPassword } from '../../auth/passwords';
import { users } from '../../db/schema';
import type { BaseDeps } from '../../service-deps';
import { insertUser } from './insert-user';

/**
 * The first administrator, from ADMIN_EMAIL and ADMIN_PASSWORD (decision record 017):
 * - no account with that address: it is created with ADMIN_PASSWORD, its address unconfirmed
 *   until the first emailed code reaches it (every admin sign-in needs one);
 * - an account that is not an admin yet: promoted only if its password is ADMIN_PASSWORD, which
 *   only the operator knows. Whoever registered the address first with another password does
 *   not become an administrator; the operator is told how to proceed.
 */
export async function ensureAdminAccount(deps: BaseDeps): Promise<void> {
  const admin = deps.config.admin;
  if (!admin) return;
  const { db } = deps.database;
  const existing = await findUserByEmail(db, admin.email);
  if (!existing) {
    await insertUser(db, { email: admin.email, password: admin.password, role: 'admin' });
    deps.logger.info('created the first administrator from ADMIN_EMAIL');
    return;
  }
  if (existing.role === 'admin') return;
  if (existing.isDemo || !(await verifyPassword(existing.passwordHash, admin.password))) {
    deps.logger.warn(
      'ADMIN_EMAIL names an existing account whose password is not ADMIN_PASSWORD, so it was not made an administrator. Sign in to it and set ADMIN_PASSWORD as its password, or run "npm run cli -- grant-admin --email ADDRESS" once its owner is known.',
    );
    return;
  }
  await db
    .update(users)
    .set({ role: 'admin', updatedAt: deps.clock.now() })
    .where(eq(users.id, existing.id));
  deps.logger.info('granted the admin role from ADMIN_EMAIL');
}
