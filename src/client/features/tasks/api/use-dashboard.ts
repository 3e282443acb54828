import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import * as rules from '../../../../shared/rules/tasks';
import type {
  CreateTaskInput,
  Dashboard,
  Task,
  TaskChange,
  TaskRemoval,
  UpdateTaskInput,
} from '../../../../shared/schemas/tasks';
import { ApiError } from '../../../lib/api';
import * as requests from './task-requests';

// The dashboard's data and every change to it. Changes show at once (optimistic): the shared
// rule is applied to the cached dashboard, so client and server agree on what a change does.
// The server's answer then replaces the guess; a refusal puts the task back as it was.

export function useDashboard() {
  return useQuery({ queryKey: requests.dashboardQueryKey, queryFn: requests.fetchDashboard });
}

/** All task changes share this key, so one can ask whether others are still on their way. */
const taskMutationKey = ['tasks'] as const;

function pendingTaskChanges(queryClient: QueryClient, taskId?: string): number {
  return queryClient.getMutationCache().findAll({
    mutationKey: taskMutationKey,
    status: 'pending',
    predicate: (mutation) =>
      taskId === undefined ||
      (mutation.state.variables as { taskId?: string } | undefined)?.taskId === taskId,
  }).length;
}

function readDashboard(queryClient: QueryClient): Dashboard | undefined {
  return queryClient.getQueryData<Dashboard>(requests.dashboardQueryKey);
}

function writeTasks(queryClient: QueryClient, update: (tasks: Task[]) => Task[]): void {
  queryClient.setQueryData<Dashboard>(requests.dashboardQueryKey, (dashboard) => {
    if (!dashboard) return dashboard;
    const tasks = update(dashboard.tasks);
    return { ...dashboard, tasks, progress: rules.progressSummary(dashboard.categories, tasks) };
  });
}

function writeTask(queryClient: QueryClient, taskId: string, update: (task: Task) => Task): void {
  writeTasks(queryClient, (tasks) =>
    tasks.map((task) => (task.id === taskId ? update(task) : task)),
  );
}

/**
 * Puts the server's answer in the cache. While other changes are still on their way their
 * guesses are kept (the last answer to arrive carries them all), and progress is worked out
 * from the cached tasks, since the server's figure does not include them yet.
 */
function applyServerChange(queryClient: QueryClient, change: TaskChange): void {
  // This change is itself still counted as pending while its callbacks run.
  const othersOnThisTask = pendingTaskChanges(queryClient, change.task.id) > 1;
  const othersAnywhere = pendingTaskChanges(queryClient) > 1;
  if (!othersOnThisTask) {
    writeTasks(queryClient, (tasks) => {
      const known = tasks.some((task) => task.id === change.task.id);
      return known
        ? tasks.map((task) => (task.id === change.task.id ? change.task : task))
        : [...tasks, change.task];
    });
  }
  if (!othersAnywhere) {
    queryClient.setQueryData<Dashboard>(requests.dashboardQueryKey, (dashboard) =>
      dashboard ? { ...dashboard, progress: change.progress } : dashboard,
    );
  }
}

export function errorDescription(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return 'Please check your internet connection and try again.';
    if (error.message) return error.message;
  }
  return 'Something went wrong. Please try again.';
}

/** The toast for a refused change. A lost session is announced by the query client instead. */
export function notifyRefused(error: unknown, title: string): void {
  if (error instanceof ApiError && error.status === 401) return;
  if (
    error instanceof ApiError &&
    (error.code === 'demo_restricted' || error.code === 'demo_limit')
  ) {
    toast.error('Demo mode restriction', { description: error.message });
    return;
  }
  toast.error(title, { description: errorDescription(error) });
}

type TaskContext = { previous: Task | undefined };

/** A change to one task, guessed at once with `apply` and settled by the server's answer. */
function useTaskChange<V extends { taskId: string }>(options: {
  request: (variables: V) => Promise<TaskChange>;
  apply: (task: Task, variables: V) => Task;
  failureTitle: string;
}) {
  const queryClient = useQueryClient();
  return useMutation<TaskChange, unknown, V, TaskContext>({
    mutationKey: taskMutationKey,
    mutationFn: options.request,
    onMutate: async (variables) => {
      // A dashboard read already on its way would overwrite the guess with older data.
      await queryClient.cancelQueries({ queryKey: requests.dashboardQueryKey });
      const previous = readDashboard(queryClient)?.tasks.find(
        (task) => task.id === variables.taskId,
      );
      writeTask(queryClient, variables.taskId, (task) => options.apply(task, variables));
      return { previous };
    },
    onError: (error, variables, context) => {
      const previous = context?.previous;
      if (previous) writeTask(queryClient, variables.taskId, () => previous);
      notifyRefused(error, options.failureTitle);
      // The request may have reached the server before failing (a dropped connection):
      // read the dashboard again so the screen shows what is really stored.
      void queryClient.invalidateQueries({ queryKey: requests.dashboardQueryKey });
    },
    onSuccess: (change) => applyServerChange(queryClient, change),
  });
}

const SAVE_FAILED = 'Could not save your change';

export function useToggleTask() {
  return useTaskChange<{ taskId: string }>({
    request: ({ taskId }) => requests.toggleTask(taskId),
    apply: (task) => rules.toggleTask(task),
    failureTitle: SAVE_FAILED,
  });
}

export function useToggleSubtask() {
  return useTaskChange<{ taskId: string; subtaskId: string }>({
    request: ({ taskId, subtaskId }) => requests.toggleSubtask(taskId, subtaskId),
    apply: (task, { subtaskId }) => rules.toggleSubtask(task, subtaskId),
    failureTitle: SAVE_FAILED,
  });
}

export function useDeleteSubtask() {
  return useTaskChange<{ taskId: string; subtaskId: string }>({
    request: ({ taskId, subtaskId }) => requests.deleteSubtask(taskId, subtaskId),
    apply: (task, { subtaskId }) => rules.deleteSubtask(task, subtaskId),
    failureTitle: 'Could not delete the subtask',
  });
}

/** Subtasks shown before the server has given them an id; they cannot be changed yet. */
export const PENDING_SUBTASK_PREFIX = 'pending-';

export function isPendingSubtask(subtaskId: string): boolean {
  return subtaskId.startsWith(PENDING_SUBTASK_PREFIX);
}

// A counter, not crypto.randomUUID: that exists only on https and localhost.
let pendingSubtaskCount = 0;

export function useAddSubtask() {
  return useTaskChange<{ taskId: string; title: string }>({
    request: ({ taskId, title }) => requests.addSubtask(taskId, { title }),
    apply: (task, { title }) =>
      rules.addSubtask(task, {
        id: `${PENDING_SUBTASK_PREFIX}${++pendingSubtaskCount}`,
        title,
        completed: false,
      }),
    failureTitle: 'Could not add the subtask',
  });
}

export function useUpdateTask() {
  return useTaskChange<{ taskId: string; input: UpdateTaskInput }>({
    request: ({ taskId, input }) => requests.updateTask(taskId, input),
    apply: (task, { input }) => ({
      ...task,
      ...(input.title === undefined ? {} : { title: input.title.trim() }),
      ...(input.description === undefined ? {} : { description: input.description.trim() }),
      ...(input.notes === undefined ? {} : { notes: input.notes }),
    }),
    failureTitle: SAVE_FAILED,
  });
}

type DeleteContext = { removed: Task | undefined; index: number };

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation<TaskRemoval, unknown, { taskId: string }, DeleteContext>({
    mutationKey: taskMutationKey,
    mutationFn: ({ taskId }) => requests.deleteTask(taskId),
    onMutate: async ({ taskId }) => {
      await queryClient.cancelQueries({ queryKey: requests.dashboardQueryKey });
      const tasks = readDashboard(queryClient)?.tasks ?? [];
      const index = tasks.findIndex((task) => task.id === taskId);
      writeTasks(queryClient, (current) => current.filter((task) => task.id !== taskId));
      return { removed: tasks[index], index };
    },
    onError: (error, _variables, context) => {
      const removed = context?.removed;
      if (removed) {
        // Back where it was, so the list does not jump about.
        writeTasks(queryClient, (tasks) => {
          if (tasks.some((task) => task.id === removed.id)) return tasks;
          const copy = [...tasks];
          copy.splice(Math.min(context.index, copy.length), 0, removed);
          return copy;
        });
      }
      notifyRefused(error, 'Could not delete the task');
      void queryClient.invalidateQueries({ queryKey: requests.dashboardQueryKey });
    },
    onSuccess: ({ progress }) => {
      if (pendingTaskChanges(queryClient) <= 1) {
        queryClient.setQueryData<Dashboard>(requests.dashboardQueryKey, (dashboard) =>
          dashboard ? { ...dashboard, progress } : dashboard,
        );
      }
      // Here rather than in the card: the card is gone from the screen by now.
      toast.success('Task deleted');
    },
  });
}

/** New tasks appear once the server has stored them (they need its id to be changed). */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation<TaskChange, unknown, CreateTaskInput>({
    mutationKey: taskMutationKey,
    mutationFn: requests.createTask,
    onSuccess: (change) => applyServerChange(queryClient, change),
    onError: (error) => notifyRefused(error, 'Could not create the task'),
  });
}
