import { z } from 'zod';
import { categoryIds } from '../content/category-ids';
import { stageIds } from '../content/library/library-entry';
import { LIBRARY_LIMITS, TASK_SEARCH_LIMITS } from '../rules/limits';
import { taskMessages } from '../rules/task-messages';
import { plainText } from './text';

// The eldercare library's API (issue 58): browsing and searching the whole library, the tasks a
// short set of questions suggests, and adding library tasks to a plan. Every route acts on the
// plan the request names (`?plan=`) or the current user's default plan, like the tasks' routes.
//
//   GET  /api/library?q=&category=&stage=   -> LibraryList (any member; inPlan per entry)
//   GET  /api/library/:key                  -> LibraryTaskDetail
//   POST /api/library/suggestions           PlanAnswers -> LibrarySuggestions
//   POST /api/library/add                   AddFromLibraryInput -> AddFromLibraryResult
//                                           (plan editors; each task with its subtasks, its
//                                           guidance read from the library, notes empty; keys
//                                           already in the plan are skipped, not doubled)

export const stageIdSchema = z.enum(stageIds);

/**
 * `GET /api/library?q=&category=&stage=`: entries holding every word of `q` (title, description,
 * steps or guidance, any case, any order), in one category, in one stage; none given: all of it.
 */
export const libraryQuerySchema = z
  .object({
    q: plainText({
      max: TASK_SEARCH_LIMITS.queryLength,
      tooLong: taskMessages.searchTooLong,
      trim: true,
    }).optional(),
    category: z.enum(categoryIds).optional(),
    stage: stageIdSchema.optional(),
  })
  .transform(({ q, category, stage }) => ({
    query: q === '' ? undefined : q,
    categoryId: category,
    stage,
  }));
export type LibraryQuery = z.infer<typeof libraryQuerySchema>;

/** A library key as the library writes them (kebab-case): nothing else can name an entry. */
export const libraryKeySchema = z
  .string()
  .min(1)
  .max(LIBRARY_LIMITS.keyLength)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'No such task in the library' });

/** One entry as a list shows it. */
export type LibraryListItem = {
  key: string;
  categoryId: string;
  title: string;
  description: string;
  stage: z.infer<typeof stageIdSchema>;
  subtaskCount: number;
  hasVideo: boolean;
  /** The plan already has a task from this entry (kept, or waiting in Recently deleted). */
  inPlan: boolean;
};

export type LibraryList = { items: LibraryListItem[] };

export type LibraryTaskDetail = LibraryListItem & {
  subtasks: string[];
  guidance: string;
  references: { name: string; url: string }[];
};

/**
 * The short questions that shape a plan, each skippable (absent = skipped). Answers are
 * situations, not diagnoses: 'memory' means someone has noticed memory changes.
 */
export const planAnswersSchema = z
  .object({
    livesWhere: z.enum(['alone', 'with_family', 'facility']).optional(),
    helpers: z.enum(['only_me', 'family', 'paid_help', 'from_afar']).optional(),
    memory: z.boolean().optional(),
    mobility: z.boolean().optional(),
    recentHospitalStay: z.boolean().optional(),
    legalPapersInPlace: z.boolean().optional(),
    moneyPapersInPlace: z.boolean().optional(),
  })
  .strict();
export type PlanAnswers = z.infer<typeof planAnswersSchema>;

/** The tasks that fit, grouped by stage in the landing page's order; entries in the plan left out. */
export type LibrarySuggestions = {
  groups: { stage: z.infer<typeof stageIdSchema>; items: LibraryListItem[] }[];
};

export const addFromLibrarySchema = z
  .object({ keys: z.array(libraryKeySchema).min(1).max(120) })
  .strict();
export type AddFromLibraryInput = z.infer<typeof addFromLibrarySchema>;

export type AddFromLibraryResult = { added: number; skipped: number };
