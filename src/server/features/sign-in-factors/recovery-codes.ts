import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '../../../shared/rules/sign-in-factors';
import { hmacCode } from '../../auth/tokens';
import type { Executor } from '../../db/client';
import { recoveryCodes } from '../../db/schema';

// Single-use recovery codes (issue 57): ten at a time, shown once, stored only as an HMAC keyed
// with the server's secret and bound to their account, like the emailed codes. A new set
// replaces every code of the old one.

// No 0/O, 1/I/L, 2/Z, 5/S, 8/B: a code copied from paper by a tired eye still works.
const ALPHABET = 'acdefghjkmnpqrtuvwxy34679';
const GROUP = 5;
const GROUPS = 2;

function newRecoveryCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** What a person typed, as it was issued: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}

function hashOf(secret: string, userId: string, code: string): string {
  return hmacCode(secret, `recovery:${userId}`, normalizeRecoveryCode(code));
}

/** A new set of codes for the account, replacing any old one; the plain codes, to show once. */
export async function issueRecoveryCodes(
  db: Executor,
  secret: string,
  input: { userId: string; now: Date },
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, input.userId));
  await db.insert(recoveryCodes).values(
    codes.map((code) => ({
      userId: input.userId,
      codeHash: hashOf(secret, input.userId, code),
      createdAt: input.now,
    })),
  );
  return codes;
}

/** How many unused codes the account has left. */
export async function recoveryCodesLeft(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/**
 * Uses a code: true once for each issued code, in one conditional update, so two requests with
 * the same code cannot both succeed.
 */
export async function claimRecoveryCode(
  db: Executor,
  secret: string,
  input: { userId: string; code: string; now: Date },
): Promise<boolean> {
  const claimed = await db
    .update(recoveryCodes)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(recoveryCodes.userId, input.userId),
        eq(recoveryCodes.codeHash, hashOf(secret, input.userId, input.code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return claimed.length > 0;
}
