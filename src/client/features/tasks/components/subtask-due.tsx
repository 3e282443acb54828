import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock } from 'lucide-react';
import { formatCalendarDay } from '../../../../shared/format';
import type { Subtask, Task } from '../../../../shared/schemas/tasks';
import { LoadOnFirstOpen } from '../../../components/load-on-first-open';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../lib/i18n';
import { lazyNamed } from '../../../lib/lazy-named';

const SubtaskDueDialog = lazyNamed(() => import('./subtask-due-dialog'), 'SubtaskDueDialog');

// A step's own due date and optional time: a small 'Due' button in its row (caregivers and
// owners) opening the same date picker; viewers read the date.

export function SubtaskDue({
  task,
  subtask,
  canEdit,
}: {
  task: Task;
  subtask: Subtask;
  canEdit: boolean;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const due = subtask.dueDate
    ? formatCalendarDay(subtask.dueDate, subtask.dueTime, { locale })
    : null;
  const stepTitle = subtask.title;
  if (!canEdit) {
    return due ? (
      <span className="pt-0.5 text-sm text-muted-foreground">
        <Trans>Due {due}</Trans>
      </span>
    ) : null;
  }
  const trigger = (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      // Its words wrap, so a step with a dated "Due Tue, Dec 1, 9:00 AM" still fits a 320 px wide
      // screen (WCAG 1.4.10; found by the state sweep's reflow check).
      className="-my-1 h-auto min-h-8 whitespace-normal px-2 py-1 text-left text-muted-foreground"
    >
      <CalendarClock aria-hidden="true" />
      {due ? t`Due ${due}` : t`Due`}
      <span className="sr-only">
        <Trans>: due date of step “{stepTitle}”</Trans>
      </span>
    </Button>
  );
  return (
    <LoadOnFirstOpen load={SubtaskDueDialog.load} trigger={trigger}>
      {(state) => <SubtaskDueDialog task={task} subtask={subtask} {...state} trigger={trigger} />}
    </LoadOnFirstOpen>
  );
}
