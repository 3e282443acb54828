import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { AppSetup } from '../../../shared/schemas/sign-in-factors';
import type { Actor } from '../../auth/require-user';
import type { Executor } from '../../db/client';
import { authenticatorApps } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../lib/app-error';
import type { BaseDeps } from '../../service-deps';
import { auditedChange } from '../audit';
import type { DocumentKeys } from '../care';
import { appCodeStep, appSetupOf, newAppSecret, openAppSecret, sealAppSecret } from './app-secret';
import { issueRecoveryCodes, recoveryCodesLeft } from './recovery-codes';

// Setting up, confirming and removing a person's authenticator app (record 096), and checking
// its codes. The secret is sealed with the document master key; a code is accepted once.

export type AppDeps = BaseDeps & { documentKeys: DocumentKeys };

/** The words the client maps to the spec's 'Invalid code entered...' (section 8). */
export const invalidAppCode = () => badRequest('Invalid code', { reason: 'invalid' });

const keysUnavailable = () =>
  new AppError(
    503,
    'keys_unavailable',
    'An authenticator app cannot be set up on this server yet. Please try again later.',
  );

async function appRow(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(authenticatorApps)
    .where(eq(authenticatorApps.userId, userId));
  return row;
}

/** Whether the account has an app that counts as a way to sign in (confirmed). */
export async function hasConfirmedApp(db: Executor, userId: string): Promise<boolean> {
  const row = await appRow(db, userId);
  return Boolean(row?.confirmedAt);
}

/**
 * A new secret for the current user's app, replacing one set up but never confirmed. An app
 * already confirmed is removed first: two at once would leave the person unsure which counts.
 */
export async function startAppSetup(deps: AppDeps, actor: Actor): Promise<AppSetup> {
  const userId = actor.user.id;
  const master = await deps.documentKeys.current();
  if (!master) throw keysUnavailable();
  const secret = newAppSecret();
  const sealed = sealAppSecret(master, userId, secret);
  await auditedChange(deps, actor, async (tx, now) => {
    const existing = await appRow(tx, userId);
    if (existing?.confirmedAt) {
      throw conflict(
        'You already have an authenticator app. Remove it first to set up another.',
        'app_exists',
      );
    }
    const row = { ...sealed, confirmedAt: null, lastUsedStep: null, createdAt: now };
    await tx
      .insert(authenticatorApps)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: authenticatorApps.userId, set: row });
    return { result: undefined, audit: { action: 'authenticator_app_setup_started' } };
  });
  return appSetupOf(secret, actor.user.email);
}

/** The secret of a row, opened with the master key that sealed it. */
async function secretOf(
  deps: AppDeps,
  row: { userId: string; keyId: string; secretSealed: string },
) {
  const key = await deps.documentKeys.find(row.keyId);
  if (!key) throw keysUnavailable();
  return openAppSecret(key, row.userId, row.secretSealed);
}

/**
 * Uses a code of the account's confirmed app: true once for each right code, in one conditional
 * update of the last step used, so neither a replay nor two requests at once both succeed.
 */
export async function claimAppCode(deps: AppDeps, userId: string, code: string): Promise<boolean> {
  const { db } = deps.database;
  const row = await appRow(db, userId);
  if (!row?.confirmedAt) return false;
  const step = await appCodeStep(
    await secretOf(deps, row),
    code,
    deps.clock.now(),
    row.lastUsedStep,
  );
  if (step === null) return false;
  const claimed = await db
    .update(authenticatorApps)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(authenticatorApps.userId, userId),
        isNotNull(authenticatorApps.confirmedAt),
        or(isNull(authenticatorApps.lastUsedStep), lt(authenticatorApps.lastUsedStep, step)),
      ),
    )
    .returning({ userId: authenticatorApps.userId });
  return claimed.length > 0;
}

/** Records a refused code on the person's log (never the code itself). */
export function auditRefusedAppCode(deps: AppDeps, actor: Actor, during: string) {
  return auditedChange(deps, actor, async () => ({
    result: undefined,
    audit: { action: 'authenticator_app_code_refused', details: { during } },
  }));
}

/**
 * The first right code confirms the app: from then on it is a way to sign in. Without recovery
 * codes left (their first way besides the emailed code), a set is made in the same transaction
 * and answered, to be shown once.
 */
export async function confirmApp(
  deps: AppDeps,
  actor: Actor,
  input: { code: string },
): Promise<{ recoveryCodes: string[] | null }> {
  const userId = actor.user.id;
  const row = await appRow(deps.database.db, userId);
  if (!row) throw conflict('Please start setting up the app again.', 'no_app_setup');
  if (row.confirmedAt) throw conflict('Your authenticator app is already set up.', 'app_exists');
  const step = await appCodeStep(await secretOf(deps, row), input.code, deps.clock.now(), null);
  if (step === null) {
    await auditRefusedAppCode(deps, actor, 'setup');
    throw invalidAppCode();
  }
  return auditedChange(deps, actor, async (tx, now) => {
    const confirmed = await tx
      .update(authenticatorApps)
      .set({ confirmedAt: now, lastUsedStep: step })
      .where(
        and(
          eq(authenticatorApps.userId, userId),
          eq(authenticatorApps.secretSealed, row.secretSealed),
          isNull(authenticatorApps.confirmedAt),
        ),
      )
      .returning({ userId: authenticatorApps.userId });
    // Set up again, or confirmed, by another request meanwhile.
    if (confirmed.length === 0)
      throw conflict('Please start setting up the app again.', 'no_app_setup');
    const first = (await recoveryCodesLeft(tx, userId)) === 0;
    const recoveryCodes = first
      ? await issueRecoveryCodes(tx, deps.authSecret, { userId, now })
      : null;
    return {
      result: { recoveryCodes },
      audit: [
        { action: 'authenticator_app_added' },
        recoveryCodes
          ? { action: 'recovery_codes_created', details: { count: recoveryCodes.length } }
          : undefined,
      ],
    };
  });
}

/** Removes the app (confirmed or only begun). The emailed code stays the way back. */
export async function removeApp(deps: AppDeps, actor: Actor): Promise<{ removed: boolean }> {
  return auditedChange(deps, actor, async (tx) => {
    const removed = await tx
      .delete(authenticatorApps)
      .where(eq(authenticatorApps.userId, actor.user.id))
      .returning({ confirmedAt: authenticatorApps.confirmedAt });
    const was = removed[0];
    return {
      result: { removed: Boolean(was) },
      audit: was?.confirmedAt ? { action: 'authenticator_app_removed' } : undefined,
    };
  });
}
