import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ADMIN_USER_LIST_LIMIT } from '../../../shared/rules/limits';
import {
  type AdminUser,
  type AdminUserList,
  adminMessages,
  type SubscriptionTier,
} from '../../../shared/schemas/admin';
import type { Actor } from '../../auth/require-user';
import type { Executor } from '../../db/client';
import { personName } from '../../db/person-name';
import { type UserRow, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { mailLocale } from '../../mail/mail-words';
import type { DbDeps, MailDeps } from '../../service-deps';
import { manualTier } from '../payments';
import { departFromPlans, tellStayingMembers } from '../plans';
import { adminChange, adminRead } from './admin-change';

// The admin Users tab: list and search accounts, delete one, set its tier, grant or revoke admin.
// The reserved demo account and the demo sandboxes are the system's own: not listed, not changed.

const people = and(eq(users.isDemo, false), eq(users.isSandbox, false));

function toAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    email: user.email,
    subscriptionTier: user.subscriptionTier,
    isAdmin: user.role === 'admin',
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/** The newest accounts whose email holds the search text, in any case. */
export function listUsers(
  deps: DbDeps,
  actor: Actor,
  input: { search: string },
): Promise<AdminUserList> {
  return adminRead(deps, actor, 'view_users', async () => {
    const { db } = deps.database;
    // strpos, not LIKE: a % or _ in the search is text, not a pattern.
    const matching = input.search
      ? and(people, sql`strpos(lower(${users.email}), lower(${input.search})) > 0`)
      : people;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(matching)
        .orderBy(desc(users.createdAt), users.email)
        .limit(ADMIN_USER_LIST_LIMIT),
      db.select({ value: count() }).from(users).where(matching),
    ]);
    return { users: rows.map(toAdminUser), total: total?.value ?? 0 };
  });
}

async function findPerson(db: Executor, userId: string): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), people))
    .for('update');
  if (!user) throw notFound('User not found');
  return user;
}

/**
 * Deletes an account and everything of it. Its sessions go with it (foreign keys cascade), so
 * its next request answers 401; its audit entries stay, with its email, as the record. A plan it
 * shared stays with its other members, who are told (decision D10).
 */
export async function deleteUser(deps: DbDeps & MailDeps, actor: Actor, input: { userId: string }) {
  if (input.userId === actor.user.id) {
    throw new AppError(400, 'own_account', adminMessages.ownAccount);
  }
  const { email, name, fates } = await adminChange(deps, actor, 'delete_user', async (tx, now) => {
    const user = await findPerson(tx, input.userId);
    const departed = await departFromPlans(tx, {
      userIds: [user.id],
      because: 'account_deleted',
      now,
    });
    await tx.delete(users).where(eq(users.id, user.id));
    return {
      result: { email: user.email, name: personName(user), fates: departed.fates },
      audit: { resourceType: 'user', resourceId: user.id, details: { email: user.email } },
      others: departed.audit,
    };
  });
  await tellStayingMembers(deps, fates, {
    who: name,
    because: 'account_deleted',
    locale: mailLocale(actor.user, actor),
  });
  return { email };
}

/** Sets an account's plan: the spec's "support enables premium access manually" (decision D4). */
export function setTier(
  deps: DbDeps,
  actor: Actor,
  input: { userId: string; subscriptionTier: SubscriptionTier },
) {
  return adminChange(deps, actor, 'update_user_tier', async (tx, now) => {
    const before = await findPerson(tx, input.userId);
    const [user] = await tx
      .update(users)
      // By hand, as support does (D4): a refund never takes back what an admin granted.
      .set({ ...manualTier(before, input.subscriptionTier, now), updatedAt: now })
      .where(eq(users.id, before.id))
      .returning();
    return {
      result: toAdminUser(user ?? before),
      audit: {
        resourceType: 'user',
        resourceId: before.id,
        details: {
          email: before.email,
          from: before.subscriptionTier,
          to: input.subscriptionTier,
          source: 'manual',
        },
      },
    };
  });
}

/** Grants or revokes the admin role; nobody removes their own, so an admin is always left. */
export function setAdmin(deps: DbDeps, actor: Actor, input: { userId: string; isAdmin: boolean }) {
  if (input.userId === actor.user.id && !input.isAdmin) {
    throw new AppError(400, 'own_admin_role', adminMessages.ownAdminRole);
  }
  const action = input.isAdmin ? 'grant_admin' : 'revoke_admin';
  return adminChange(deps, actor, action, async (tx, now) => {
    const before = await findPerson(tx, input.userId);
    const [user] = await tx
      .update(users)
      .set({ role: input.isAdmin ? 'admin' : 'user', updatedAt: now })
      .where(eq(users.id, before.id))
      .returning();
    return {
      result: toAdminUser(user ?? before),
      audit: { resourceType: 'user', resourceId: before.id, details: { email: before.email } },
    };
  });
}
