import { and, asc, eq } from 'drizzle-orm';
import type { PasskeySummary } from '../../../shared/schemas/sign-in-factors';
import { refuseDemo } from '../../auth/refuse-demo';
import type { Actor } from '../../auth/require-user';
import { passkeys } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { BaseDeps, DbDeps } from '../../service-deps';
import { auditedChange } from '../audit';
import { passkeySummary } from './passkey-summary';

// A person's own passkeys on /profile: the list, a new name, removal (which the route asks a
// recent proof for). Another account's passkey is not found, as if it did not exist.

const passkeyNotFound = () => notFound('Passkey not found');

export async function listPasskeys(deps: DbDeps, actor: Actor): Promise<PasskeySummary[]> {
  const rows = await deps.database.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, actor.user.id))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(passkeySummary);
}

export async function renamePasskey(
  deps: BaseDeps,
  actor: Actor,
  input: { passkeyId: string; name: string },
): Promise<PasskeySummary> {
  refuseDemo(actor.user, 'change how they sign in');
  return auditedChange(deps, actor, async (tx) => {
    const own = and(eq(passkeys.id, input.passkeyId), eq(passkeys.userId, actor.user.id));
    const [before] = await tx.select().from(passkeys).where(own).for('update');
    if (!before) throw passkeyNotFound();
    const [after] = await tx.update(passkeys).set({ name: input.name }).where(own).returning();
    if (!after) throw passkeyNotFound();
    return {
      result: passkeySummary(after),
      audit:
        before.name === after.name
          ? undefined
          : {
              action: 'rename_passkey',
              resourceType: 'passkey',
              resourceId: after.id,
              details: { from: before.name, to: after.name },
            },
    };
  });
}

export async function removePasskey(
  deps: BaseDeps,
  actor: Actor,
  input: { passkeyId: string },
): Promise<void> {
  refuseDemo(actor.user, 'change how they sign in');
  await auditedChange(deps, actor, async (tx) => {
    const [removed] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, input.passkeyId), eq(passkeys.userId, actor.user.id)))
      .returning({ id: passkeys.id, name: passkeys.name });
    if (!removed) throw passkeyNotFound();
    return {
      result: undefined,
      audit: {
        action: 'remove_passkey',
        resourceType: 'passkey',
        resourceId: removed.id,
        details: { name: removed.name },
      },
    };
  });
}
