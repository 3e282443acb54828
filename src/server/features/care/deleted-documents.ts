import { and, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { CategoryId } from '../../../shared/content/category-ids';
import { asReadIn } from '../../../shared/content/library/by-key';
import type { Language } from '../../../shared/i18n/locales';
import { DOCUMENT_LIMITS } from '../../../shared/rules/care-limits';
import { documentFileName } from '../../../shared/rules/documents';
import type { DocumentMediaType } from '../../../shared/schemas/care';
import type { Executor } from '../../db/client';
import { documents, tasks, users } from '../../db/schema';
import { type DeletedEntry, purgeAtOf, restorableSince } from '../tasks';

// A plan's deleted documents in 'Recently deleted' (decision record 087): listed by name, never
// their bytes; kept sealed until restored or purged.

/**
 * The plan's deleted documents still within their days, newest first; the task each is attached
 * to by its title as the reader reads it (a library task's in their language, issue 59).
 */
export async function listDeletedDocuments(
  db: Executor,
  planId: string,
  now: Date,
  language: Language,
): Promise<DeletedEntry[]> {
  const rows = await db
    .select({
      id: documents.id,
      name: documents.name,
      mediaType: documents.mediaType,
      taskId: tasks.id,
      taskTitle: tasks.title,
      libraryKey: tasks.libraryKey,
      categoryId: tasks.categoryId,
      deletedAt: documents.deletedAt,
      deletedBy: users.email,
    })
    .from(documents)
    .leftJoin(tasks, and(eq(tasks.id, documents.taskId), isNull(tasks.deletedAt)))
    .leftJoin(users, eq(users.id, documents.deletedBy))
    .where(and(eq(documents.planId, planId), gt(documents.deletedAt, restorableSince(now))))
    .orderBy(desc(documents.deletedAt));
  return rows.map((row) => {
    const deletedAt = row.deletedAt as Date;
    return {
      kind: 'document' as const,
      id: row.id,
      name: documentFileName(row.name, row.mediaType as DocumentMediaType),
      taskId: row.taskId,
      taskTitle: row.taskTitle === null ? null : asReadIn(row.libraryKey, row.taskTitle, language),
      categoryId: row.categoryId as CategoryId | null,
      steps: null,
      deletedAt: deletedAt.toISOString(),
      deletedBy: row.deletedBy,
      purgeAt: purgeAtOf(deletedAt),
    };
  });
}

/**
 * After a deletion: deleted documents do not count toward the plan's quota, so they are bounded
 * on their own, by the quota again (its bytes and its count); past it the oldest go for good,
 * so deleting and uploading in a loop cannot fill the database.
 */
export async function keepDeletedDocumentsBounded(tx: Executor, planId: string): Promise<void> {
  await tx.execute(sql`
    delete from documents where id in (
      select id from (
        select id,
          sum(size_bytes) over (order by deleted_at desc, id desc) as bytes,
          row_number() over (order by deleted_at desc, id desc) as n
        from documents where plan_id = ${planId} and deleted_at is not null
      ) newest
      where bytes > ${DOCUMENT_LIMITS.planBytes} or n > ${DOCUMENT_LIMITS.perPlan})`);
}

/** Removes for good the documents that waited their days (their sealed bytes go with them). */
export async function purgeDeletedDocuments(db: Executor, now: Date): Promise<number> {
  const gone = await db
    .delete(documents)
    .where(and(isNotNull(documents.deletedAt), lte(documents.deletedAt, restorableSince(now))))
    .returning({ id: documents.id });
  return gone.length;
}
