import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { formatDayMonth } from '../../../../shared/format';
import { canBeAssigned } from '../../../../shared/rules/plan-roles';
import type { Task } from '../../../../shared/schemas/tasks';
import { NativeSelect } from '../../../components/ui/select';
import { useLocale } from '../../../lib/i18n';
import { formerMember, memberName } from '../../../lib/member-name';
import { usePlanParam } from '../../../lib/plan-context';
import { assignedScope, dashboardScopeKey } from '../api/task-requests';
import { usePlanMembers } from '../api/use-plan-members';
import { useUpdateTask } from '../api/use-task-changes';

// Who does the task and who did it: the 'Assigned to' select (caregivers and owners) or its
// words (viewers), and 'Completed by {name}, {MMM d}' under a completed task, each person by
// their name (display name, else address: lib/member-name.ts). Only those who
// can tick a task are offered as its assignee (issue 56): never a viewer.

export function TaskPeople({ task, canAssign }: { task: Task; canAssign: boolean }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const id = useId();
  const members = usePlanMembers();
  const plan = usePlanParam();
  const queryClient = useQueryClient();
  const update = useUpdateTask();
  const nameOf = (userId: string) => memberName(members, userId, i18n);
  const assignable = members.filter((member) => canBeAssigned(member.role));
  // An assignee who cannot be offered (gone, or a viewer since) still names the current value.
  const current = task.assigneeId;
  const currentName = current ? nameOf(current) : '';
  const unoffered =
    current && !assignable.some((member) => member.userId === current)
      ? members.some((member) => member.userId === current)
        ? t`${currentName} (viewer)`
        : i18n._(formerMember)
      : undefined;

  const assign = (assigneeId: string | null) =>
    update.mutate(
      { taskId: task.id, input: { assigneeId } },
      {
        // The filter's lists ('Assigned to me', 'Unassigned') change with an assignment.
        onSettled: () => {
          for (const filter of ['me', 'none'] as const) {
            void queryClient.invalidateQueries({
              queryKey: dashboardScopeKey(plan, assignedScope(filter)),
            });
          }
        },
      },
    );

  const completedBy = task.completedById ? nameOf(task.completedById) : '';
  const completedOn = task.completedAt
    ? formatDayMonth(task.completedAt, { timeZone: 'UTC', locale })
    : null;

  return (
    <div className="flex flex-col gap-1 text-sm">
      {canAssign ? (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className="font-medium">
            <Trans>Assigned to</Trans>
          </label>
          <NativeSelect
            id={id}
            value={task.assigneeId ?? ''}
            onChange={(event) => assign(event.target.value || null)}
            className="h-9 min-w-40 text-sm"
          >
            <option value="">{t`Unassigned`}</option>
            {assignable.map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.name}
              </option>
            ))}
            {current && unoffered && <option value={current}>{unoffered}</option>}
          </NativeSelect>
        </div>
      ) : (
        <p>
          <span className="font-medium">
            <Trans>Assigned to:</Trans>
          </span>{' '}
          {task.assigneeId ? nameOf(task.assigneeId) : t`Unassigned`}
        </p>
      )}
      {task.completed && task.completedById && (
        <p className="text-muted-foreground">
          {completedOn
            ? t`Completed by ${completedBy}, ${completedOn}`
            : t`Completed by ${completedBy}`}
        </p>
      )}
    </div>
  );
}
