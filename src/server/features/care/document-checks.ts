import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_LIMITS } from '../../../shared/rules/care-limits';
import {
  type DocumentMediaType,
  documentMessages,
  documentNameSchema,
} from '../../../shared/schemas/care';
import type { Executor } from '../../db/client';
import { documents, tasks } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/app-error';

// What a document must pass before it is kept in a plan, or brought back to it (decision records
// 082 and 087): its name, its type read from its bytes, the plan's room, the task it goes with.

/** What file-type names a type we keep, as we list it; HEIF's other names are HEIC's. */
const keptTypes: Record<string, DocumentMediaType> = {
  'application/pdf': 'application/pdf',
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/heic': 'image/heic',
  'image/heif': 'image/heic',
};

/**
 * The name a file is listed by: its own, without any folder, checked like any other text as it
 * was sent, before the spaces around it are dropped (issue 54). A refusal names the form's field.
 */
export function nameOf(file: File): string {
  const parsed = documentNameSchema.safeParse(file.name.split(/[\\/]/).pop() ?? '');
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid input';
    throw badRequest(message, { fields: { file: message } });
  }
  return parsed.data || 'Document';
}

/** The file's type from its first bytes; refused unless it is one we keep. */
export async function typeOf(bytes: Buffer): Promise<DocumentMediaType> {
  const found = await fileTypeFromBuffer(bytes);
  const kept = found && keptTypes[found.mime];
  if (!kept) throw new AppError(415, 'unsupported_document', documentMessages.wrongType);
  return kept;
}

/** The plan's documents that are not deleted: those in 'Recently deleted' are left out. */
export const livePlanDocuments = (planId: string) =>
  and(eq(documents.planId, planId), isNull(documents.deletedAt));

/**
 * Refuses a document that would take the plan past its count or its bytes. A deleted one does
 * not count (record 087): deleting makes room at once, and bringing one back needs room again.
 */
export async function checkRoom(db: Executor, planId: string, size: number) {
  const [used] = await db
    .select({ files: count(), bytes: sql<number>`coalesce(sum(${documents.sizeBytes}), 0)::int` })
    .from(documents)
    .where(livePlanDocuments(planId));
  if ((used?.files ?? 0) >= DOCUMENT_LIMITS.perPlan) {
    throw new AppError(409, 'document_quota', documentMessages.tooMany);
  }
  if ((used?.bytes ?? 0) + size > DOCUMENT_LIMITS.planBytes) {
    throw new AppError(409, 'document_quota', documentMessages.quotaFull);
  }
}

/** The task a document is attached to: one of the plan's, not deleted. */
export async function checkTask(db: Executor, planId: string, taskId: string) {
  const [task] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.planId, planId), isNull(tasks.deletedAt)));
  if (!task) throw notFound(documentMessages.taskNotFound);
}
