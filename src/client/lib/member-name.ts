import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PlanMember } from '../../shared/schemas/plans';

// How a page names someone of the plan (issue 56, item 5): the name the server gives each member
// (their display name, else their address: server/db/person-name.ts). The task cards and the
// Family page read it here, from the circle's answer.

/** A removed member's id still names them on old tasks; the circle no longer does. */
export const FORMER_MEMBER = 'a former member';

/** 'a former member' in the reader's language: `i18n._(formerMember)`. */
export const formerMember = msg`a former member`;

/**
 * The member's name, or 'a former member' for an id the circle no longer holds: in the reader's
 * language with the page's instance (`useLingui().i18n`), else in English (record 100).
 */
export function memberName(members: readonly PlanMember[], userId: string, i18n?: I18n): string {
  const name = members.find((member) => member.userId === userId)?.name;
  return name ?? (i18n ? i18n._(formerMember) : FORMER_MEMBER);
}
