import type { z } from 'zod';
import { localTimeZone } from '../../../../shared/format';
import type { RepeatFrequency } from '../../../../shared/rules/due-dates';
import type {
  TaskSchedule,
  TaskScheduleInput,
  taskScheduleSchema,
} from '../../../../shared/schemas/calendar';

// The schedule dialog's form: its values from a task's schedule, and the request sent from them.

export type ScheduleValues = z.input<typeof taskScheduleSchema>;
export type ScheduleOutput = z.output<typeof taskScheduleSchema>;

export const repeatLabels: Record<RepeatFrequency, string> = {
  daily: 'Every day',
  weekly: 'Every week',
  monthly: 'Every month',
  yearly: 'Every year',
};
export const intervalUnits: Record<RepeatFrequency, string> = {
  daily: 'days',
  weekly: 'weeks',
  monthly: 'months',
  yearly: 'years',
};

export const fieldNames = [
  'dueDate',
  'dueTime',
  'repeat',
  'repeat.interval',
  'repeat.weekdays',
  'reminder',
] as const;

export function formValues(schedule: TaskSchedule): ScheduleValues {
  return {
    dueDate: schedule.dueDate,
    dueTime: schedule.dueTime,
    repeat: schedule.repeat
      ? {
          frequency: schedule.repeat.frequency,
          interval: schedule.repeat.interval,
          weekdays: schedule.repeat.weekdays ?? [],
        }
      : null,
    reminder: schedule.reminder,
  };
}

/** What is sent: a weekly repeat's days only for a weekly repeat, and the browser's zone. */
export function scheduleInput(values: ScheduleOutput): TaskScheduleInput {
  const { repeat } = values;
  return {
    dueDate: values.dueDate,
    dueTime: values.dueTime,
    repeat: repeat && {
      frequency: repeat.frequency,
      interval: repeat.interval,
      ...(repeat.frequency === 'weekly' ? { weekdays: repeat.weekdays } : {}),
    },
    reminder: values.reminder,
    timeZone: localTimeZone(),
  };
}

export const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
