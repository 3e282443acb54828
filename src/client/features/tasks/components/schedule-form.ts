import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import { localTimeZone } from '../../../../shared/format';
import { REPEAT_INTERVAL_MAX, type RepeatFrequency } from '../../../../shared/rules/due-dates';
import type {
  TaskSchedule,
  TaskScheduleInput,
  taskScheduleSchema,
} from '../../../../shared/schemas/calendar';

// The schedule dialog's form: its values from a task's schedule, and the request sent from them.

export type ScheduleValues = z.input<typeof taskScheduleSchema>;
export type ScheduleOutput = z.output<typeof taskScheduleSchema>;

export const repeatLabels: Record<RepeatFrequency, MessageDescriptor> = {
  daily: msg`Every day`,
  weekly: msg`Every week`,
  monthly: msg`Every month`,
  yearly: msg`Every year`,
};
/** The unit beside the interval's box: 'Every [2] weeks'. */
export const intervalUnits: Record<RepeatFrequency, MessageDescriptor> = {
  daily: msg`days`,
  weekly: msg`weeks`,
  monthly: msg`months`,
  yearly: msg`years`,
};
/** What the interval's box means, a whole sentence each (a unit's words agree with it). */
export const intervalHints: Record<RepeatFrequency, MessageDescriptor> = {
  daily: msg`How many days between each time (1 to ${REPEAT_INTERVAL_MAX}).`,
  weekly: msg`How many weeks between each time (1 to ${REPEAT_INTERVAL_MAX}).`,
  monthly: msg`How many months between each time (1 to ${REPEAT_INTERVAL_MAX}).`,
  yearly: msg`How many years between each time (1 to ${REPEAT_INTERVAL_MAX}).`,
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
