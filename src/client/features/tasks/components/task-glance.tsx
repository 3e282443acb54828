import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, TriangleAlert, UserRound } from 'lucide-react';
import { formatCalendarDay, localTimeZone, todayIn } from '../../../../shared/format';
import type { Task } from '../../../../shared/schemas/tasks';
import { useLocale } from '../../../lib/i18n';
import { memberName } from '../../../lib/member-name';
import { useCurrentPlan } from '../../../lib/plan-context';
import { useSession } from '../../../lib/session';
import { usePlanMembers } from '../api/use-plan-members';
import { isOverdue } from './task-due';

// What a closed task card says after its steps (issue 56): the due date, 'Overdue' in words, and
// who the task is assigned to. The open card's TaskDue and TaskPeople say the same at length.

/** Read between the parts, which the eye tells apart by their icons. */
const comma = <span className="sr-only">, </span>;

/** 'Assigned to you', the member's name (as TaskPeople names them), or 'Unassigned'. */
function useAssigneeWords(task: Task): string {
  const { t, i18n } = useLingui();
  const { data: session } = useSession();
  const members = usePlanMembers();
  if (!task.assigneeId) return t`Unassigned`;
  if (task.assigneeId === session?.user.id) return t`Assigned to you`;
  // The circle is read after the page: until then, a name the card cannot give yet.
  if (members.length === 0) return t`Assigned`;
  const name = memberName(members, task.assigneeId, i18n);
  return t`Assigned to ${name}`;
}

export function TaskGlance({ task, showAssignee }: { task: Task; showAssignee: boolean }) {
  const { plan } = useCurrentPlan();
  const locale = useLocale();
  const assignee = useAssigneeWords(task);
  const { dueDate, dueTime } = task.schedule;
  const overdue = isOverdue(task, todayIn(plan?.timeZone ?? localTimeZone(), new Date()));
  const due = dueDate ? formatCalendarDay(dueDate, dueTime, { locale }) : null;
  return (
    <>
      {dueDate && (
        <span
          className={
            overdue
              ? 'inline-flex items-center gap-1.5 font-medium text-destructive'
              : 'inline-flex items-center gap-1.5'
          }
        >
          {overdue ? (
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          )}
          {overdue ? <Trans>Due {due} (overdue)</Trans> : <Trans>Due {due}</Trans>}
          {comma}
        </span>
      )}
      {showAssignee && (
        <span className="inline-flex min-w-0 items-center gap-1.5 break-all">
          <UserRound aria-hidden="true" className="size-4 shrink-0" />
          {assignee}
          {comma}
        </span>
      )}
    </>
  );
}
