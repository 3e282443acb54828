import { eq, sql } from 'drizzle-orm';
import type { RequestInfo } from '../../auth/require-user';
import { endSession } from '../../auth/sessions';
import { startSession } from '../../auth/start-session';
import { type UserRow, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { BaseDeps } from '../../service-deps';
import { auditedChange } from '../audit';
import { claimPurchasesOnProof } from '../payments';
import { settlePlanOnProof } from '../plans';
import { recordSecurityEvent } from '../security';
import type { Verified } from './unconfirmed-accounts';

/** How the person proved it was them: the audit entry's `method` (audit-sign-in-sentences.ts words it). */
export type SignInMethod = 'password_and_code' | (string & {});

/**
 * The one way a sign-in completes once both factors are proved (an emailed code, an
 * authenticator app, a recovery code, or a passkey that is both): the failed-code count is reset,
 * the session that was pending (if any) ends and a verified one with a new token starts, and, in
 * the same transaction, the login is audited, an admin's sign-in recorded as a security event, a
 * purchase made for the address claimed and an invited account's plan settled (record 077).
 */
export async function finishSignIn(
  deps: BaseDeps,
  input: {
    user: UserRow;
    request: RequestInfo;
    /** The pending (or previous) session this sign-in replaces. */
    endsSessionId?: string;
    isAdminLogin: boolean;
    method: SignInMethod;
    /** More of how it was proved, for the login entry (which passkey). */
    loginDetails?: Record<string, string>;
    /** An emailed code reached the address: it proves it, as the confirmation link does. */
    provesAddress: boolean;
  },
): Promise<Verified> {
  const { db } = deps.database;
  const { user, isAdminLogin } = input;
  const now = deps.clock.now();
  await db
    .update(users)
    .set({
      otpFailedCount: 0,
      otpLockedUntil: null,
      ...(input.provesAddress && {
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now})`,
      }),
    })
    .where(eq(users.id, user.id));
  if (isAdminLogin && user.role !== 'admin') {
    if (input.endsSessionId) await endSession(db, input.endsSessionId);
    throw new AppError(403, 'not_admin', "You don't have permission to access the admin panel.");
  }
  const actor = { user, ipAddress: input.request.ipAddress };
  return auditedChange(deps, actor, async (tx, at) => {
    if (input.endsSessionId) await endSession(tx, input.endsSessionId);
    const session = await startSession(deps, tx, {
      user,
      request: input.request,
      verified: true,
      isAdminLogin,
      now: at,
    });
    if (isAdminLogin) {
      await recordSecurityEvent(tx, at, {
        eventType: 'admin_access',
        description: `Administrator ${user.email} signed in`,
        severity: 'info',
        ipAddress: input.request.ipAddress,
        userId: user.id,
      });
    }
    // A purchase made for this address before the account proved it is its own now (D11).
    const claimed = await claimPurchasesOnProof(tx, user, at);
    const settled = await settlePlanOnProof(tx, actor, at);
    const method = isAdminLogin ? `admin_${input.method}` : input.method;
    const login = { action: 'login', details: { ...input.loginDetails, method } };
    return {
      result: { started: session, joined: settled.joined },
      audit: [login, claimed, settled.audit],
    };
  });
}
