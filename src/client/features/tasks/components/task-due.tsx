import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, CalendarPlus, TriangleAlert } from 'lucide-react';
import {
  formatCalendarDay,
  formatDayMonth,
  localTimeZone,
  todayIn,
} from '../../../../shared/format';
import { describeRepeat, reminderLeadLabels } from '../../../../shared/rules/due-dates';
import type { Task } from '../../../../shared/schemas/tasks';
import { LoadOnFirstOpen } from '../../../components/load-on-first-open';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../lib/i18n';
import { lazyNamed } from '../../../lib/lazy-named';
import { memberName } from '../../../lib/member-name';
import { useCurrentPlan, usePlanParam } from '../../../lib/plan-context';
import { taskCalendarFileUrl } from '../api/task-requests';
import { usePlanMembers } from '../api/use-plan-members';

// Loaded when a card's 'Set due date' is first pressed: the form and the date picker are not
// part of the dashboard's first load (bench:web, /app).
const TaskScheduleDialog = lazyNamed(() => import('./task-schedule-dialog'), 'TaskScheduleDialog');

// A task's due line ('Due Tue, Dec 1, 9:00 AM', its repeat, 'Overdue' in words, its reminder and a
// repeating task's last completion), 'Add to calendar', and for caregivers and owners the button
// that opens the schedule dialog.

/** Whether an open task's due day is before today in the plan's time zone. */
export function isOverdue(task: Task, today: string): boolean {
  return !task.completed && task.schedule.dueDate !== null && task.schedule.dueDate < today;
}

export function TaskDue({ task, canEdit }: { task: Task; canEdit: boolean }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { plan } = useCurrentPlan();
  const planParam = usePlanParam();
  const members = usePlanMembers();
  const timeZone = plan?.timeZone ?? localTimeZone();
  const { dueDate, dueTime, repeat, reminder } = task.schedule;
  const last = task.lastCompletion;
  const doneBy = last?.completedById ? memberName(members, last.completedById, i18n) : null;
  const doneOn = last ? formatDayMonth(last.completedAt, { timeZone, locale }) : null;
  const due = dueDate ? formatCalendarDay(dueDate, dueTime, { locale }) : null;
  const reminderLabel = reminder ? reminderLeadLabels[reminder] : null;
  const { title } = task;

  if (!dueDate && !canEdit) return null;

  const trigger = (
    <Button type="button" variant="outline" size="sm">
      <CalendarClock aria-hidden="true" />
      {dueDate ? (
        <Trans>
          Change due date<span className="sr-only"> for “{title}”</span>
        </Trans>
      ) : (
        <Trans>
          Set due date<span className="sr-only"> for “{title}”</span>
        </Trans>
      )}
    </Button>
  );

  return (
    <div className="flex flex-col gap-2 text-sm">
      {dueDate && (
        <div className="flex flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
            <span className="font-medium">
              <Trans>Due {due}</Trans>
            </span>
            {isOverdue(task, todayIn(timeZone, new Date())) && (
              <Badge variant="outline" className="border-destructive text-destructive">
                <TriangleAlert aria-hidden="true" />
                <Trans>Overdue</Trans>
              </Badge>
            )}
          </p>
          {repeat && <p>{describeRepeat(repeat, dueDate)}</p>}
          {reminderLabel && (
            <p>
              <Trans>Reminder: {reminderLabel}</Trans>
            </p>
          )}
          {last && doneOn && (
            <p className="text-muted-foreground">
              {doneBy ? t`Last done ${doneOn} by ${doneBy}` : t`Last done ${doneOn}`}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {canEdit && (
          <LoadOnFirstOpen load={TaskScheduleDialog.load} trigger={trigger}>
            {(state) => <TaskScheduleDialog task={task} {...state} trigger={trigger} />}
          </LoadOnFirstOpen>
        )}
        {dueDate && (
          <a
            href={taskCalendarFileUrl(planParam, task.id)}
            download
            className="inline-flex min-h-9 items-center gap-2 rounded-md px-3 text-primary underline-offset-4 hover:underline"
          >
            <CalendarPlus aria-hidden="true" className="size-4" />
            <Trans>
              Add to calendar<span className="sr-only"> (“{title}”, .ics file)</span>
            </Trans>
          </a>
        )}
      </div>
    </div>
  );
}
