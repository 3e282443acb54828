import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PlanRole } from '../../../shared/rules/plan-roles';

// A role's name on the Family page, in the reader's language (`i18n._`): the same English as the
// shared rules' planRoleLabels, which the server's words (emails, the audit log) use.
// In the context of a plan's role: 'Caregiver' names a role here, not a person who cares.
export const roleWords: Record<PlanRole, MessageDescriptor> = {
  owner: msg({ message: 'Owner', context: 'a plan role' }),
  caregiver: msg({ message: 'Caregiver', context: 'a plan role' }),
  viewer: msg({ message: 'Viewer', context: 'a plan role' }),
};
