import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Profile, updateProfileSchema } from '../../../shared/schemas/account';
import { refuseDemo } from '../../auth/refuse-demo';
import type { Actor } from '../../auth/require-user';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import type { DbDeps } from '../../service-deps';

// What a member chooses about how others see them: the display name the community shows for
// their posts (record 033). The session answers it with the user, so there is nothing to read
// here; it is set on /profile or with a first post.

/** The one write of a display name, also used by a post that carries one. */
export async function saveDisplayName(
  db: Executor,
  input: { userId: string; displayName: string | null; now: Date },
): Promise<Profile> {
  const [row] = await db
    .update(users)
    .set({ displayName: input.displayName, updatedAt: input.now })
    .where(eq(users.id, input.userId))
    .returning({ displayName: users.displayName });
  if (!row) throw new Error('the signed-in user has no row');
  return row;
}

export async function updateProfile(
  deps: DbDeps,
  actor: Actor,
  input: z.infer<typeof updateProfileSchema>,
): Promise<Profile> {
  // The demo cannot post, and its reserved account is shared by every visitor.
  refuseDemo(actor.user, 'choose a display name');
  return saveDisplayName(deps.database.db, {
    userId: actor.user.id,
    displayName: input.displayName,
    now: deps.clock.now(),
  });
}
