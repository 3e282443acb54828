import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { localTimeZone } from '../../../../shared/format';
import { subtaskScheduleSchema } from '../../../../shared/schemas/calendar';
import type { Subtask, Task } from '../../../../shared/schemas/tasks';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useRuleWords } from '../../../lib/rule-words';
import { useSetSubtaskSchedule } from '../api/use-task-changes';
import { DueDatePicker } from './due-date-picker';

// A step's due date and optional time, chosen in the same date picker as a task's. Loaded when a
// step's 'Due' button is first pressed (subtask-due.tsx).

export function SubtaskDueDialog({
  task,
  subtask,
  open,
  onOpenChange,
  trigger,
}: {
  task: Task;
  subtask: Subtask;
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const inReadersWords = useRuleWords();
  const save = useSetSubtaskSchedule();
  // Kept while the dialog is closed, so a choice survives closing it by mistake.
  const [dueDate, setDueDate] = useState<string | null>(subtask.dueDate ?? null);
  const [dueTime, setDueTime] = useState(subtask.dueTime ?? '');
  const [error, setError] = useState<string | null>(null);
  const id = `step-due-${subtask.id}`;
  const stepTitle = subtask.title;
  const taskTitle = task.title;

  const submit = async (input: { dueDate: string | null; dueTime: string | null }) => {
    const checked = subtaskScheduleSchema.safeParse(input);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? t`Invalid input`);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({
        taskId: task.id,
        subtaskId: subtask.id,
        input: { ...input, timeZone: localTimeZone() },
      });
      onOpenChange(false);
    } catch {
      // The hook's toast says why; the choice stays.
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Step due date</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              When the step “{stepTitle}” of “{taskTitle}” is due.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit({ dueDate, dueTime: dueTime || null });
          }}
        >
          <DueDatePicker
            id={`${id}-date`}
            value={dueDate}
            onChange={setDueDate}
            invalid={Boolean(error)}
            describedBy={error ? `${id}-error` : undefined}
          />
          <FormField id={`${id}-time`} label={t`Time (optional)`}>
            {(control) => (
              <Input
                {...control}
                type="time"
                className="w-40"
                value={dueTime}
                onChange={(event) => setDueTime(event.target.value)}
              />
            )}
          </FormField>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
              {/* The schema's English, in the reader's words when shown. */}
              {inReadersWords(error)}
            </p>
          )}
          {subtask.dueDate && (
            <Button
              type="button"
              variant="outline"
              className="w-fit"
              disabled={save.isPending}
              onClick={() => {
                setDueDate(null);
                setDueTime('');
                void submit({ dueDate: null, dueTime: null });
              }}
            >
              <Trans>Remove due date</Trans>
            </Button>
          )}
          <DialogFormFooter>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t`Saving...` : t`Save due date`}
            </Button>
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
