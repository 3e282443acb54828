import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatCount } from '../../../../shared/format';
import { planRoleLabel, planRoles } from '../../../../shared/rules/plan-roles';
import type { PlanMember } from '../../../../shared/schemas/plans';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/select';
import { useLocale } from '../../../lib/i18n';
import { useChangeRole, useRemoveMember, useTransferOwnership } from '../api/use-family-changes';
import { formatFamilyDate } from '../format-family-date';

// Who is in the plan and how the work is shared: open tasks assigned to each, and what each
// completed this month. Owners change roles, remove members and hand the plan over here.

type MembersTableProps = {
  planId: string;
  members: PlanMember[];
  /** The current user, who leaves with 'Leave plan' rather than from their own row. */
  currentUserId: string;
  canManage: boolean;
};

/** What a cell holds, said in the cell under 640 px, where the rows are stacked. */
function CellLabel({ children }: { children: string }) {
  return <span className="text-muted-foreground sm:hidden">{children}: </span>;
}

/**
 * Under 640 px each member is a block of its own (issue 33, item 5): the name with its
 * actions beside it, then one line for each figure, each saying what it is; from 640 px, a table.
 */
const stacked = {
  table: 'max-sm:block',
  body: 'max-sm:block',
  row: 'max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:py-3',
  name: 'max-sm:col-start-1 max-sm:row-start-1 max-sm:py-0 max-sm:font-medium',
  cell: 'max-sm:col-span-2 max-sm:py-0 max-sm:text-left',
  actions: 'max-sm:col-start-2 max-sm:row-start-1 max-sm:py-0',
};

export function MembersTable({ planId, members, currentUserId, canManage }: MembersTableProps) {
  const captionId = useId();
  return (
    // From 640 px a narrow window scrolls the table sideways inside this region, which keyboard
    // users can focus and scroll too (WCAG 2.1.1); the page itself still fits (1.4.10).
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
      tabIndex={0}
      className="sm:overflow-x-auto"
    >
      <table className={`w-full text-left text-sm sm:min-w-xl ${stacked.table}`}>
        <caption id={captionId} className="sr-only">
          <Trans>Members of this plan</Trans>
        </caption>
        <thead className="border-b text-muted-foreground max-sm:hidden">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              <Trans>Name</Trans>
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              <Trans>Role</Trans>
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              <Trans>Open tasks</Trans>
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              <Trans>Completed this month</Trans>
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              <Trans>Joined</Trans>
            </th>
            {canManage && (
              <th scope="col" className="py-2 font-medium">
                <Trans>Actions</Trans>
              </th>
            )}
          </tr>
        </thead>
        <tbody className={stacked.body}>
          {members.map((member) => (
            <MemberRow
              key={member.userId}
              planId={planId}
              member={member}
              isCurrentUser={member.userId === currentUserId}
              canManage={canManage}
            />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function MemberRow({
  planId,
  member,
  isCurrentUser,
  canManage,
}: {
  planId: string;
  member: PlanMember;
  isCurrentUser: boolean;
  canManage: boolean;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const changeRole = useChangeRole(planId);
  const remove = useRemoveMember(planId);
  const transfer = useTransferOwnership(planId);
  // Named as the plan names them: the display name they chose, else their address (issue 56).
  const { userId, name } = member;
  // The current user's own role is changed by a transfer (or by another owner), not from this select.
  const editable = canManage && !isCurrentUser;

  return (
    <tr className={`border-b align-middle last:border-0 ${stacked.row}`}>
      <th scope="row" className={`py-3 pr-4 font-normal wrap-anywhere ${stacked.name}`}>
        {name}
        {isCurrentUser && (
          <span className="text-muted-foreground">
            {' '}
            <Trans>(you)</Trans>
          </span>
        )}
      </th>
      <td className={`py-3 pr-4 ${stacked.cell}`}>
        <CellLabel>{t`Role`}</CellLabel>
        {editable ? (
          <NativeSelect
            aria-label={t`Role of ${name}`}
            value={member.role}
            disabled={changeRole.isPending}
            onChange={(event) =>
              changeRole.mutate({
                userId,
                name,
                role: event.target.value as PlanMember['role'],
              })
            }
            className="h-9 min-w-32 text-sm"
          >
            {planRoles.map((role) => (
              <option key={role} value={role}>
                {planRoleLabel(role, i18n)}
              </option>
            ))}
          </NativeSelect>
        ) : (
          planRoleLabel(member.role, i18n)
        )}
      </td>
      <td className={`py-3 pr-4 text-right tabular-nums ${stacked.cell}`}>
        <CellLabel>{t`Open tasks`}</CellLabel>
        {formatCount(member.openTasks, { locale })}
      </td>
      <td className={`py-3 pr-4 text-right tabular-nums ${stacked.cell}`}>
        <CellLabel>{t`Completed this month`}</CellLabel>
        {formatCount(member.completedThisMonth, { locale })}
      </td>
      <td className={`py-3 pr-4 whitespace-nowrap ${stacked.cell}`}>
        <CellLabel>{t`Joined`}</CellLabel>
        {formatFamilyDate(member.joinedAt, locale)}
      </td>
      {canManage && (
        <td className={`py-3 ${stacked.actions}`}>
          {editable && (
            <div className="flex flex-wrap gap-2">
              {member.role !== 'owner' && (
                <ConfirmDelete
                  trigger={
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      aria-label={t`Make owner: ${name}`}
                    >
                      <Trans>Make owner</Trans>
                    </Button>
                  }
                  title={t`Make ${name} the owner?`}
                  description={t`They will manage the plan and its members; you become a caregiver.`}
                  confirmLabel={t`Transfer ownership`}
                  onConfirm={() => transfer.mutate({ userId, name })}
                />
              )}
              <ConfirmDelete
                trigger={
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="text-destructive"
                    // Starts with the visible word, so saying it presses the button (WCAG 2.5.3).
                    aria-label={t`Remove ${name}`}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                }
                title={t`Remove ${name} from this plan?`}
                description={t`They lose access to the plan's tasks at once. You can invite them again later.`}
                confirmLabel={t`Remove`}
                onConfirm={() => remove.mutate({ userId, name })}
              />
            </div>
          )}
        </td>
      )}
    </tr>
  );
}
