import { type CategoryId, categoryIds } from '../content/category-ids';
import type { StageId } from '../content/library/library-entry';
import type { Category } from '../content/task-library';
import {
  DESCRIPTION_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  PLAN_LIMITS,
  TASK_SEARCH_LIMITS,
  TITLE_MAX_LENGTH,
  VIEWED_RESOURCE_ID_MAX_LENGTH,
} from '../rules/limits';
import { taskMessages } from '../rules/task-messages';
import type { TaskSearchMatch } from '../rules/task-search';
import type { DueSummary, TaskCompletion, TaskSchedule } from './calendar';
import { plainText } from './text';
import { z } from './zod';

// The care-task contract shared by the server and the dashboard.

const titleText = plainText({
  max: TITLE_MAX_LENGTH,
  tooLong: taskMessages.titleTooLong,
  trim: true,
});
const title = titleText.min(1, { error: taskMessages.titleRequired });
const notes = plainText({
  max: NOTES_MAX_LENGTH,
  tooLong: taskMessages.notesTooLong,
  multiline: true,
});
const description = plainText({
  max: DESCRIPTION_MAX_LENGTH,
  tooLong: taskMessages.descriptionTooLong,
  multiline: true,
  trim: true,
});

export const categoryIdSchema = z.enum(categoryIds);

/**
 * `GET /api/tasks?category=&assigned=&limit=`: one category's tasks, or those assigned to the
 * current user ('me') or to no one ('none'); neither, every task. `limit` asks for the first tasks
 * only, in the dashboard's order (a category opens with its first page, issue 32). (`plan` names
 * the care plan on every task route; the plan step reads it.)
 */
export const dashboardQuerySchema = z
  .object({
    category: categoryIdSchema.optional(),
    assigned: z.enum(['me', 'none']).optional(),
    limit: z
      .string()
      .regex(/^[1-9][0-9]{0,3}$/, { error: 'Invalid input' })
      .transform(Number)
      .refine((limit) => limit <= PLAN_LIMITS.tasks, { error: 'Invalid input' })
      .optional(),
  })
  .transform(({ category, assigned, limit }) => ({ categoryId: category, assigned, limit }));

/**
 * `GET /api/tasks/search?q=`: every task of the plan holding each of the words, in any order and
 * case (issue 56, decision record 090). An empty `q` counts as not given: 'Type a word...'.
 */
export const taskSearchQuerySchema = z
  .object({
    q: plainText({
      max: TASK_SEARCH_LIMITS.queryLength,
      tooLong: taskMessages.searchTooLong,
      trim: true,
    })
      .min(1, { error: taskMessages.searchRequired })
      .optional(),
  })
  .refine((query) => query.q !== undefined, { error: taskMessages.searchRequired, path: ['q'] })
  .transform(({ q }) => ({ query: q as string }));

export const createTaskSchema = z.object({
  title,
  categoryId: categoryIdSchema.default('housing'),
  description: description.optional().default(''),
  notes: notes.optional().default(''),
});
export type CreateTaskInput = z.input<typeof createTaskSchema>;

export const updateTaskSchema = z
  .object({
    title: title.optional(),
    description: description.optional(),
    notes: notes.optional(),
    /** A plan member's id, or null to unassign. */
    assigneeId: z.uuid({ error: 'Invalid input' }).nullable().optional(),
    /** The task's version the edit is based on (decision record 045). */
    version: z.int().positive().max(2_147_483_647).optional(),
  })
  .refine(
    ({ version: _version, ...fields }) =>
      Object.values(fields).some((field) => field !== undefined),
    { error: 'Nothing to update' },
  );
export type UpdateTaskInput = z.input<typeof updateTaskSchema>;

/** A subtask title is trimmed; an empty one is ignored (spec section 5), not an error. */
export const addSubtaskSchema = z.object({ title: titleText });
export type AddSubtaskInput = z.input<typeof addSubtaskSchema>;

export const viewActionSchema = z.object({
  action: z.enum([
    'view_task',
    'view_category',
    'view_profile',
    'view_admin_panel',
    'view_audit_logs',
  ]),
  resourceId: plainText({
    max: VIEWED_RESOURCE_ID_MAX_LENGTH,
    tooLong: 'Invalid input',
  }).optional(),
});
export type ViewActionInput = z.input<typeof viewActionSchema>;

export type Subtask = {
  id: string;
  title: string;
  completed: boolean;
  /**
   * A step's own due day and time in the plan's time zone (decision record 047): always sent by
   * the server; absent in the browser-only demo.
   */
  dueDate?: string | null;
  dueTime?: string | null;
};

export type Task = {
  id: string;
  title: string;
  description: string;
  completed: boolean;
  categoryId: CategoryId;
  /** The family's own notes: empty until someone in the plan writes them. */
  notes: string;
  /**
   * The library's guidance for a task copied from it, read-only and the same for every plan
   * (decision record 094); null for a task the family made.
   */
  guidance: string | null;
  /**
   * The stage of the library task it was copied from (Early Planning, Care Transitions, Advanced
   * Care; decision record 097), read by its key; absent for a task the family made.
   */
  stage?: StageId;
  /** Whether an instructional video exists; basic users learn only this. */
  hasVideo: boolean;
  /** The video itself: premium users only. */
  videoUrl: string | null;
  subtasks: Subtask[];
  /** The plan member the task is assigned to (decision record 045); null when unassigned. */
  assigneeId: string | null;
  /** Who ticked it done, and when; null while it is open. */
  completedById: string | null;
  completedAt: string | null;
  /** Raised by every edit of the title, description or notes: an edit names the one it read. */
  version: number;
  /** Due date, time, repeat and reminder (decision record 047). */
  schedule: TaskSchedule;
  /** A repeating task's last completed occurrence; null for a one-off task or none yet. */
  lastCompletion: TaskCompletion | null;
  createdAt: string;
  updatedAt: string;
};

export type ProgressStats = { total: number; completed: number; percentage: number };
export type CategoryProgress = {
  categoryId: CategoryId;
  name: string;
  color: string;
  percentage: number;
  total: number;
  completed: number;
};
export type ProgressSummary = { overall: ProgressStats; categories: CategoryProgress[] };

/**
 * The plan by stage (issue 58, decision record 097): each stage's tasks, those copied from the
 * library's tasks of that stage, in the landing page's order; the family's own tasks, which have
 * no stage, apart, so the stages and `own` together count every task of the plan.
 */
export type StageProgress = {
  stages: (ProgressStats & { stage: StageId })[];
  own: ProgressStats;
};

/** Everything the dashboard shows, in one answer. */
export type Dashboard = {
  /**
   * The care plan the answer was read from, whose live changes the page follows (decision
   * record 046). Always sent by the server; absent in the browser-only demo and fixtures.
   */
  planId?: string;
  categories: readonly Category[];
  tasks: Task[];
  progress: ProgressSummary;
  /** Overdue and due this week (decision record 047). Sent with the overview, not a category's tasks. */
  due?: DueSummary;
  /** The plan by stage (record 097). Sent with the overview. */
  stages?: StageProgress;
  /** Asked for its first tasks only (`limit`): true when its scope holds more than those. */
  hasMore?: boolean;
};

/** What every task change answers: the task as stored now, and the new progress. */
export type TaskChange = { task: Task; progress: ProgressSummary };
export type TaskRemoval = { progress: ProgressSummary };

/** One task a search found: what the result shows, and where in the task the words are. */
export type TaskSearchHit = {
  taskId: string;
  title: string;
  categoryId: CategoryId;
  categoryName: string;
  completed: boolean;
  matches: TaskSearchMatch[];
};

/** What `GET /api/tasks/search` answers: the best matches first, and how many matched in all. */
export type TaskSearchAnswer = {
  planId: string;
  /** The search as the server read it (trimmed), and its words, which the results mark. */
  query: string;
  words: string[];
  hits: TaskSearchHit[];
  total: number;
};
