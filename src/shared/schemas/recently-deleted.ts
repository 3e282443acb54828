import type { CategoryId } from '../content/category-ids';

// A plan's 'Recently deleted' as the API answers it (issue 56, decision record 087).

/** One deleted task, step or document, waiting to be restored. */
export type DeletedItem = {
  kind: 'task' | 'subtask' | 'document';
  id: string;
  /** The task's or step's title, the document's name. */
  name: string;
  /** The task itself, a step's task, or the task a document is attached to (else null). */
  taskId: string | null;
  /** A step's task's title (null for a task or a document). */
  taskTitle: string | null;
  categoryId: CategoryId | null;
  /** That category's name, as the dashboard shows it. */
  categoryName: string | null;
  /** The steps a task comes back with (null for a step or a document). */
  steps: number | null;
  deletedAt: string;
  /** Who deleted it (their email; null once that account is gone). */
  deletedBy: string | null;
  /** When it goes for good. */
  purgeAt: string;
};

/** `GET /api/plans/:planId/recently-deleted`: newest first. */
export type RecentlyDeleted = { planId: string; days: number; items: DeletedItem[] };
