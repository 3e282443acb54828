import type { PlanMember } from '../../shared/schemas/plans';

// How a page names someone of the plan (issue 56, item 5): the name the server gives each member
// (their display name, else their address: server/db/person-name.ts). The task cards and the
// Family page read it here, from the circle's answer.

/** A removed member's id still names them on old tasks; the circle no longer does. */
export const FORMER_MEMBER = 'a former member';

/** The member's name, or 'a former member' for an id the circle no longer holds. */
export function memberName(members: readonly PlanMember[], userId: string): string {
  return members.find((member) => member.userId === userId)?.name ?? FORMER_MEMBER;
}
