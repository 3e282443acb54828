// Index of the plans feature (decision record 080): other features and the app import it only
// through this file. Care plans and their circles: membership and roles, invitations, leaving and
// succession, and the live stream of a plan's changes. Access to a plan is decided by auth/plan-
// access.ts.

export { settlePlanOnProof, signsUpThroughInvitation } from './invitation-use';
export { createOwnPlan } from './own-plans';
export { createPlanReaders, type PlanReaders } from './plan-readers';
export { departFromPlans, plansAfterDeparture, tellStayingMembers } from './plan-succession';
export { invitationRoutes, plansRoutes } from './plans.routes';
