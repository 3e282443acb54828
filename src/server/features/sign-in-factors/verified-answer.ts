import type { Actor } from '../../auth/require-user';

/**
 * What a completed two-factor step answers besides the session, as the emailed code's route does
 * (the client and the plain form post read `message` and `joinedPlan`).
 */
export function verifiedAnswer(
  actor: Actor,
  verified: { joined?: { planId: string; planName: string } | null },
) {
  const { joined } = verified;
  return {
    success: true,
    message: actor.session.isAdminLogin ? 'Admin login verified' : 'Verification successful',
    ...(joined && { joinedPlan: { id: joined.planId, name: joined.planName } }),
  };
}
