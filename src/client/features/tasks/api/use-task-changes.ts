import { i18n } from '@lingui/core';
import { t as coreT, plural } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatCalendarDay, formatCount } from '../../../../shared/format';
import { canRestoreMessage } from '../../../../shared/rules/limits';
import * as rules from '../../../../shared/rules/tasks';
import type { SubtaskScheduleInput, TaskScheduleInput } from '../../../../shared/schemas/calendar';
import type {
  CreateTaskInput,
  Task,
  TaskChange,
  TaskRemoval,
  UpdateTaskInput,
} from '../../../../shared/schemas/tasks';
import { documentLocale } from '../../../lib/i18n';
import { notifyRefused } from '../../../lib/notify-refused';
import { usePlanParam } from '../../../lib/plan-context';
import { toast } from '../../../lib/toast';
import { conflictingTask } from './edit-conflict';
import {
  applyOptimisticChange,
  applyOptimisticRemoval,
  confirmTaskChange,
  confirmTaskRemoval,
  type PendingChange,
  revertTaskChange,
  revertTaskRemoval,
  startTaskCreation,
} from './optimistic-dashboard';
import * as requests from './task-requests';
import { forgetTick, rememberTick } from './undoable-ticks';

// Every change to the dashboard's tasks: what it asks the server, the optimistic update it shows at once
// (optimistic-dashboard.ts settles it) and the toast's title if it is refused. Toasts are written
// after an action, in the browser only: through the page's one Lingui instance (`coreT`), in the
// page's locale (lib/i18n.ts).

/** A change to one task, applied at once with `apply` (an optimistic update) and settled by the server's answer. */
function useTaskChange<V extends { taskId: string }>(options: {
  request: (plan: string | null, variables: V) => Promise<TaskChange>;
  apply: (task: Task, variables: V) => Task;
  /** Written when a change fails, so it is looked up in the page's language then. */
  failureTitle: () => string;
  /** What to say once the server has accepted the change, if anything. */
  onAccepted?: (answer: TaskChange, variables: V) => void;
  /** The change changes the task's steps by hand: its tick can no longer be undone (D13). */
  changesSteps?: true;
}) {
  const queryClient = useQueryClient();
  const plan = usePlanParam();
  return useMutation<TaskChange, unknown, V, PendingChange>({
    mutationFn: (variables) => options.request(plan, variables),
    onMutate: async (variables) => {
      if (options.changesSteps) forgetTick(variables.taskId);
      // A dashboard read already on its way would overwrite the optimistic update with older data.
      await queryClient.cancelQueries({ queryKey: requests.dashboardQueryKey });
      return applyOptimisticChange(
        queryClient,
        variables.taskId,
        (task) => options.apply(task, variables),
        requests.dashboardPlanKey(plan),
      );
    },
    onError: (error, _variables, pending) => {
      if (pending) revertTaskChange(queryClient, pending);
      // A conflict is the editor's to show: both texts, and the choice (edit-conflict-dialog).
      if (!conflictingTask(error)) notifyRefused(error, options.failureTitle());
    },
    onSuccess: (answer, variables, pending) => {
      if (pending) confirmTaskChange(queryClient, pending, answer);
      options.onAccepted?.(answer, variables);
    },
  });
}

const SAVE_FAILED = () => coreT`Could not save your change`;

/**
 * `completing`: the task was open when ticked; `stepsTicked`: the open steps the tick marks done
 * (rules.stepsTickedWith), which its Undo opens again (decision D13).
 */
export function useToggleTask() {
  return useTaskChange<{ taskId: string; completing: boolean; stepsTicked: readonly string[] }>({
    request: (plan, { taskId }) => requests.toggleTask(plan, taskId),
    apply: (task) => rules.toggleTask(task),
    failureTitle: SAVE_FAILED,
    onAccepted: ({ task }, { taskId, completing, stepsTicked }) => {
      // A repeating task ticked done is open again for its next occurrence: say when that is.
      const { repeat, dueDate, dueTime } = task.schedule;
      if (completing && repeat && dueDate && !task.completed) {
        const next = formatCalendarDay(dueDate, dueTime, { locale: documentLocale() });
        toast.success(coreT`Done. Next due ${next}`);
        return;
      }
      if (!completing || !task.completed) {
        forgetTick(taskId);
        return;
      }
      if (stepsTicked.length === 0) return;
      // Ticking marked steps done: the message says so, and the card offers Undo for as long
      // as the page is open (a toast's own button would be gone before a slow reader got to it).
      rememberTick(taskId, stepsTicked);
      const ticked = stepsTicked.length;
      const tickedCount = formatCount(ticked, { locale: documentLocale() });
      toast.success(coreT`Task marked done`, {
        description: plural(ticked, {
          one: `${tickedCount} open step was ticked with it. Undo is on the task.`,
          other: `${tickedCount} open steps were ticked with it. Undo is on the task.`,
        }),
      });
    },
  });
}

/** Undo of a tick: the task and the steps its tick marked done are open again (decision D13). */
export function useUndoCompletion() {
  return useTaskChange<{ taskId: string; stepIds: readonly string[] }>({
    request: (plan, { taskId }) => requests.undoCompletion(plan, taskId),
    apply: (task, { stepIds }) => rules.undoCompletion(task, new Set(stepIds)),
    failureTitle: () => coreT`Could not undo`,
    changesSteps: true,
  });
}

export function useToggleSubtask() {
  return useTaskChange<{ taskId: string; subtaskId: string }>({
    request: (plan, { taskId, subtaskId }) => requests.toggleSubtask(plan, taskId, subtaskId),
    apply: (task, { subtaskId }) => rules.toggleSubtask(task, subtaskId),
    failureTitle: SAVE_FAILED,
    changesSteps: true,
  });
}

export function useDeleteSubtask() {
  return useTaskChange<{ taskId: string; subtaskId: string }>({
    request: (plan, { taskId, subtaskId }) => requests.deleteSubtask(plan, taskId, subtaskId),
    apply: (task, { subtaskId }) => rules.deleteSubtask(task, subtaskId),
    failureTitle: () => coreT`Could not delete the subtask`,
    changesSteps: true,
  });
}

/** Subtasks shown before the server has given them an id; they cannot be changed yet. */
const PENDING_SUBTASK_PREFIX = 'pending-';

export function isPendingSubtask(subtaskId: string): boolean {
  return subtaskId.startsWith(PENDING_SUBTASK_PREFIX);
}

// A counter, not crypto.randomUUID: that exists only on https and localhost.
let pendingSubtaskCount = 0;

export function useAddSubtask() {
  return useTaskChange<{ taskId: string; title: string }>({
    request: (plan, { taskId, title }) => requests.addSubtask(plan, taskId, { title }),
    apply: (task, { title }) =>
      rules.addSubtask(task, {
        id: `${PENDING_SUBTASK_PREFIX}${++pendingSubtaskCount}`,
        title,
        completed: false,
      }),
    failureTitle: () => coreT`Could not add the subtask`,
    changesSteps: true,
  });
}

export function useUpdateTask() {
  return useTaskChange<{ taskId: string; input: UpdateTaskInput }>({
    request: (plan, { taskId, input }) => requests.updateTask(plan, taskId, input),
    apply: (task, { input }) => ({
      ...task,
      ...(input.title === undefined ? {} : { title: input.title.trim() }),
      ...(input.description === undefined ? {} : { description: input.description.trim() }),
      ...(input.notes === undefined ? {} : { notes: input.notes }),
      ...(input.assigneeId === undefined ? {} : { assigneeId: input.assigneeId }),
    }),
    failureTitle: SAVE_FAILED,
  });
}

/**
 * A task's due date, repeat and reminder: shown once the server answers (its answer holds the
 * stored rule and, for a repeating task, the occurrence now due), not applied optimistically.
 */
export function useSetTaskSchedule() {
  return useTaskChange<{ taskId: string; input: TaskScheduleInput }>({
    request: (plan, { taskId, input }) => requests.setTaskSchedule(plan, taskId, input),
    apply: (task) => task,
    failureTitle: () => coreT`Could not save the due date`,
  });
}

export function useSetSubtaskSchedule() {
  return useTaskChange<{ taskId: string; subtaskId: string; input: SubtaskScheduleInput }>({
    request: (plan, { taskId, subtaskId, input }) =>
      requests.setSubtaskSchedule(plan, taskId, subtaskId, input),
    apply: (task) => task,
    failureTitle: () => coreT`Could not save the step's due date`,
  });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  const plan = usePlanParam();
  return useMutation<
    TaskRemoval,
    unknown,
    { taskId: string },
    ReturnType<typeof applyOptimisticRemoval>
  >({
    mutationFn: ({ taskId }) => requests.deleteTask(plan, taskId),
    onMutate: async ({ taskId }) => {
      await queryClient.cancelQueries({ queryKey: requests.dashboardQueryKey });
      return applyOptimisticRemoval(queryClient, taskId, requests.dashboardPlanKey(plan));
    },
    onError: (error, _variables, pending) => {
      if (pending) revertTaskRemoval(queryClient, pending);
      notifyRefused(error, coreT`Could not delete the task`);
    },
    onSuccess: ({ progress }, _variables, pending) => {
      if (pending) confirmTaskRemoval(queryClient, pending, progress);
      // Here rather than in the card: the card is gone from the screen by now.
      toast.success(coreT`Task deleted`, { description: canRestoreMessage(i18n) });
    },
  });
}

/** New tasks appear once the server has stored them (they need its id to be changed). */
export function useCreateTask() {
  const queryClient = useQueryClient();
  const plan = usePlanParam();
  return useMutation<TaskChange, unknown, CreateTaskInput, PendingChange>({
    mutationFn: (input) => requests.createTask(plan, input),
    onMutate: () => startTaskCreation(queryClient, requests.dashboardPlanKey(plan)),
    onSuccess: (answer, _variables, pending) => {
      if (pending) confirmTaskChange(queryClient, pending, answer);
    },
    onError: (error, _variables, pending) => {
      if (pending) revertTaskChange(queryClient, pending);
      notifyRefused(error, coreT`Could not create the task`);
    },
  });
}
