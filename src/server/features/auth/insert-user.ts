import { TransactionRollbackError } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import type { Executor } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import { createOwnPlan } from '../plans';

export type NewUser = Pick<UserRow, 'email'> &
  Partial<Omit<UserRow, 'id' | 'passwordHash' | 'isDemo'>>;

/**
 * Inserts a user with their own care plan (a copy of the task library), in one transaction; a
 * sign-up through an invitation (`ownPlan: false`) gets none, as it joins the plan invited to
 * once its code proves the address (record 077); `timeZone` is the plan's (the browser's at
 * sign-up, record 093). A taken address
 * (in any case) answers 409. `isDemo` cannot be passed: only the demo code sets it. Used by
 * sign-up, the first administrator and the operator's commands.
 *
 * `rehearsal` does all of it and rolls it back, returning the row that would have been: a sign-up
 * with a taken address does exactly a new account's work, and keeps only its password hash
 * (decision record 018).
 */
export async function insertUser(
  db: Executor,
  input: NewUser & { password: string },
  options: { rehearsal?: boolean; ownPlan?: boolean; timeZone?: string } = {},
) {
  const { password, ...fields } = input;
  const passwordHash = await hashPassword(password);
  const insert = async (tx: Executor) => {
    const [user] = await tx
      .insert(users)
      .values({ ...fields, passwordHash })
      .onConflictDoNothing()
      .returning();
    if (!user) throw conflict('An account with this email already exists', 'email_taken');
    if (options.ownPlan !== false) {
      await createOwnPlan(tx, user.id, user.createdAt, { timeZone: options.timeZone });
    }
    return user;
  };
  if (!options.rehearsal) return db.transaction(insert);
  let rehearsed: UserRow | undefined;
  await db
    .transaction(async (tx) => {
      rehearsed = await insert(tx);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return rehearsed as UserRow;
}
