import { hashPassword } from '../../auth/passwords';
import type { Executor } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import { createOwnPlan } from '../plans/own-plans';

export type NewUser = Pick<UserRow, 'email'> &
  Partial<Omit<UserRow, 'id' | 'passwordHash' | 'isDemo'>>;

/**
 * Inserts a user with their own care plan (a copy of the task library), in one transaction; a taken address
 * (in any case) answers 409. `isDemo` cannot be passed: only the demo code sets it. Used by
 * sign-up, the first administrator and the operator's commands.
 */
export async function insertUser(db: Executor, input: NewUser & { password: string }) {
  const { password, ...fields } = input;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ ...fields, passwordHash })
      .onConflictDoNothing()
      .returning();
    if (!user) throw conflict('An account with this email already exists', 'email_taken');
    await createOwnPlan(tx, user.id, user.createdAt);
    return user;
  });
}
