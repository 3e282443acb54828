import type { I18n } from '@lingui/core';

// Who may do what in a care plan (decision record 045). The server enforces these on every
// request; the client reads them only to hide what would be refused.

export const planRoles = ['owner', 'caregiver', 'viewer'] as const;
export type PlanRole = (typeof planRoles)[number];

/** The roles an invitation can give: a plan gets a new owner only by a transfer or a change. */
export const invitedRoles = ['caregiver', 'viewer'] as const;
export type InvitedRole = (typeof invitedRoles)[number];

const rank: Record<PlanRole, number> = { viewer: 0, caregiver: 1, owner: 2 };

/** Whether a member with `role` may do what needs `needed`. */
export const hasPlanRole = (role: PlanRole, needed: PlanRole) => rank[role] >= rank[needed];

/** Owners and caregivers change tasks; viewers follow along. */
export const canEditTasks = (role: PlanRole) => hasPlanRole(role, 'caregiver');
/**
 * Who a task can be assigned to: someone who can tick it (issue 56). A viewer is never offered,
 * the server refuses one, and a member made a viewer loses their tasks' assignment.
 */
export const canBeAssigned = (role: PlanRole) => canEditTasks(role);
export const canManageMembers = (role: PlanRole) => hasPlanRole(role, 'owner');

/** Each role's name as people read it: messages (issue 59), their English given. */
const roleWords = (owner: RoleWords, caregiver: RoleWords, viewer: RoleWords) => ({
  owner,
  caregiver,
  viewer,
});
type RoleWords = { id: string; message: string };
const planRoleWords: Record<PlanRole, RoleWords> = roleWords(
  /*i18n*/ { id: 'role.owner', message: 'Owner' },
  /*i18n*/ { id: 'role.caregiver', message: 'Caregiver' },
  /*i18n*/ { id: 'role.viewer', message: 'Viewer' },
);

/** The roles' English names (the server's audit sentences and answers). */
export const planRoleLabels: Record<PlanRole, string> = {
  owner: planRoleWords.owner.message,
  caregiver: planRoleWords.caregiver.message,
  viewer: planRoleWords.viewer.message,
};

/** A role's name in the reader's language (the client passes `useLingui().i18n`). */
export function planRoleLabel(role: PlanRole, i18n: I18n): string {
  return i18n._(planRoleWords[role]);
}

/**
 * Who becomes an owner when a plan's last owner goes (decision D10): the longest-standing
 * caregiver, else the longest-standing viewer. Undefined when no one else is left, or when an
 * owner stays. The server applies it; the client says it before anyone leaves.
 */
export function successorOf<T extends { userId: string; role: PlanRole; joinedAt: string | Date }>(
  members: readonly T[],
  leaving: ReadonlySet<string>,
): T | undefined {
  const staying = members.filter((member) => !leaving.has(member.userId));
  if (staying.some((member) => member.role === 'owner')) return undefined;
  const joined = (member: T) => new Date(member.joinedAt).getTime();
  return [...staying].sort((a, b) => rank[b.role] - rank[a.role] || joined(a) - joined(b))[0];
}
