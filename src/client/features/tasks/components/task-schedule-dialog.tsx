import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import {
  REPEAT_INTERVAL_MAX,
  type RepeatFrequency,
  reminderLeadLabels,
  reminderLeads,
  repeatFrequencies,
  weekdayOf,
} from '../../../../shared/rules/due-dates';
import { type TaskScheduleInput, taskScheduleSchema } from '../../../../shared/schemas/calendar';
import type { Task } from '../../../../shared/schemas/tasks';
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
import { NativeSelect } from '../../../components/ui/select';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSetTaskSchedule } from '../api/use-task-changes';
import { DueDatePicker } from './due-date-picker';
import {
  emptyToNull,
  fieldNames,
  formValues,
  intervalHints,
  intervalUnits,
  repeatLabels,
  scheduleInput,
} from './schedule-form';
import { WeekdayChoice } from './weekday-choice';

// 'Set due date' / 'Change due date': a task's date, optional time, repeat and reminder email,
// saved together (PUT .../schedule) with the browser's time zone. The form lives beside the
// dialog, not in it, so what was chosen survives closing the dialog by mistake or a refusal.

type TaskScheduleDialogProps = {
  task: Task;
  /** The button that opens the dialog; focus returns to it on close. */
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function TaskScheduleDialog({ task, trigger, open, onOpenChange }: TaskScheduleDialogProps) {
  const { i18n, t } = useLingui();
  const setSchedule = useSetTaskSchedule();
  const { title } = task;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useSchemaForm(taskScheduleSchema, formValues(task.schedule));

  // An untouched form shows the schedule as stored now (another member may have changed it).
  useEffect(() => {
    if (open && !isDirty) reset(formValues(task.schedule));
  }, [open, isDirty, task.schedule, reset]);

  const dueDate = watch('dueDate');
  const repeat = watch('repeat');
  const id = `schedule-${task.id}`;

  const save = async (input: TaskScheduleInput) => {
    try {
      const answer = await setSchedule.mutateAsync({ taskId: task.id, input });
      reset(formValues(answer.task.schedule));
      onOpenChange(false);
    } catch (error) {
      // The hook has shown the toast; the server's field messages go beside their fields.
      showServerFieldErrors(error, fieldNames, setError);
    }
  };

  const chooseRepeat = (frequency: RepeatFrequency | '') => {
    const repeatChoice = frequency
      ? {
          frequency,
          interval: repeat?.interval ?? 1,
          weekdays: repeat?.weekdays?.length
            ? repeat.weekdays
            : dueDate
              ? [weekdayOf(dueDate)]
              : [],
        }
      : null;
    setValue('repeat', repeatChoice, { shouldDirty: true });
  };

  const repeatError =
    errors.repeat?.message ?? errors.repeat?.interval?.message ?? errors.repeat?.frequency?.message;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{task.schedule.dueDate ? t`Change due date` : t`Set due date`}</DialogTitle>
          <DialogDescription>
            <Trans>
              When “{title}” is due, whether it repeats, and whether to email a reminder.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={handleSubmit((values) => save(scheduleInput(values)))}
          className="flex flex-col gap-4"
        >
          {/* The button names itself ('Due date: Tuesday, December 1, 2026'): no label over it. */}
          <div className="flex flex-col gap-1.5">
            <DueDatePicker
              id={`${id}-date`}
              value={dueDate}
              invalid={Boolean(errors.dueDate)}
              describedBy={errors.dueDate ? `${id}-date-error` : undefined}
              onChange={(value) => {
                setValue('dueDate', value, { shouldDirty: true, shouldValidate: !!errors.dueDate });
              }}
            />
            {errors.dueDate?.message && (
              <p id={`${id}-date-error`} className="text-sm font-medium text-destructive">
                {errors.dueDate.message}
              </p>
            )}
          </div>
          <FormField id={`${id}-time`} label={t`Time (optional)`} error={errors.dueTime?.message}>
            {(control) => (
              <Input
                {...control}
                type="time"
                className="w-40"
                {...register('dueTime', { setValueAs: emptyToNull })}
              />
            )}
          </FormField>
          <FormField id={`${id}-repeat`} label={t`Repeat`} error={repeatError}>
            {(control) => (
              <NativeSelect
                {...control}
                value={repeat?.frequency ?? ''}
                onChange={(event) => chooseRepeat(event.target.value as RepeatFrequency | '')}
              >
                <option value="">{t`Does not repeat`}</option>
                {repeatFrequencies.map((frequency) => (
                  <option key={frequency} value={frequency}>
                    {i18n._(repeatLabels[frequency])}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {repeat && (
            <FormField
              id={`${id}-interval`}
              label={t`Every`}
              description={i18n._(intervalHints[repeat.frequency])}
              error={errors.repeat?.interval?.message}
            >
              {(control) => (
                <div className="flex items-center gap-2">
                  <Input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={REPEAT_INTERVAL_MAX}
                    className="w-24"
                    {...register('repeat.interval', { valueAsNumber: true })}
                  />
                  <span aria-hidden="true">{i18n._(intervalUnits[repeat.frequency])}</span>
                </div>
              )}
            </FormField>
          )}
          {repeat?.frequency === 'weekly' && (
            <WeekdayChoice
              id={`${id}-weekdays`}
              error={errors.repeat?.weekdays?.message}
              register={register('repeat.weekdays')}
            />
          )}
          <FormField
            id={`${id}-reminder`}
            label={t`Reminder email`}
            error={errors.reminder?.message}
          >
            {(control) => (
              <NativeSelect {...control} {...register('reminder', { setValueAs: emptyToNull })}>
                <option value="">{t`No reminder`}</option>
                {reminderLeads.map((lead) => (
                  <option key={lead} value={lead}>
                    {reminderLeadLabels[lead]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {task.schedule.dueDate && (
            <Button
              type="button"
              variant="outline"
              className="w-fit"
              disabled={isSubmitting || setSchedule.isPending}
              onClick={() =>
                void save({ dueDate: null, dueTime: null, repeat: null, reminder: null })
              }
            >
              <Trans>Remove due date</Trans>
            </Button>
          )}
          <DialogFormFooter>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t`Saving...` : t`Save due date`}
            </Button>
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
