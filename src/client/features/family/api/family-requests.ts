import type { PlanRole } from '../../../../shared/rules/plan-roles';
import type { PlanCircle, PlanSummary } from '../../../../shared/schemas/plans';
import { apiFetch } from '../../../lib/api';

// One function per change the Family page makes. Most answer the circle as it is now, so the
// table shows the server's truth without another read.

const planPath = (planId: string) => `/api/plans/${encodeURIComponent(planId)}`;

/** A plan of the current user's own, with its checklist (record 077). */
export function startOwnPlan(name: string) {
  return apiFetch<PlanSummary>('/api/plans', { method: 'POST', body: { name } });
}

export function renamePlan(planId: string, name: string) {
  return apiFetch<unknown>(planPath(planId), { method: 'PATCH', body: { name } });
}

export function changeRole(planId: string, userId: string, role: PlanRole) {
  return apiFetch<PlanCircle>(`${planPath(planId)}/members/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body: { role },
  });
}

/** An owner removing another member. */
export function removeMember(planId: string, userId: string) {
  return apiFetch<{ left: false; circle: PlanCircle }>(
    `${planPath(planId)}/members/${encodeURIComponent(userId)}`,
    { method: 'DELETE' },
  );
}

/** The current user leaving the plan. */
export function leavePlan(planId: string) {
  return apiFetch<{ left: true }>(`${planPath(planId)}/leave`, { method: 'POST' });
}

export function transferOwnership(planId: string, userId: string) {
  return apiFetch<PlanCircle>(`${planPath(planId)}/transfer`, {
    method: 'POST',
    body: { userId },
  });
}

export function revokeInvitation(planId: string, invitationId: string) {
  return apiFetch<{ revoked: true }>(
    `${planPath(planId)}/invitations/${encodeURIComponent(invitationId)}`,
    { method: 'DELETE' },
  );
}

export function setPlanTimeZone(planId: string, timeZone: string) {
  return apiFetch<unknown>(`${planPath(planId)}/time-zone`, {
    method: 'PATCH',
    body: { timeZone },
  });
}
