import { demoRestrictionMessage } from '../../shared/rules/task-messages';
import type { UserRow } from '../db/schema';
import { AppError } from '../lib/app-error';

/**
 * The one refusal of what a demo sandbox may not do (spec section 6), in the spec's words:
 * 'Demo accounts cannot {action}. Sign up for a full account to unlock all features.' Every
 * feature refuses through here, so the code the client titles 'Demo mode restriction' by
 * (`demo_restricted`) cannot drift.
 */
export function refuseDemo(user: Pick<UserRow, 'isDemo'>, action: string): void {
  if (user.isDemo) throw new AppError(403, 'demo_restricted', demoRestrictionMessage(action));
}
