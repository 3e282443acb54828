import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { DOCUMENT_LIMITS } from '../../../shared/rules/care-limits';
import { documentFileName } from '../../../shared/rules/documents';
import {
  type DocumentList,
  type DocumentMediaType,
  type DocumentSummary,
  documentMessages,
  documentTypes,
} from '../../../shared/schemas/care';
import type { PlanActor } from '../../auth/plan-access';
import { refuseDemo } from '../../auth/refuse-demo';
import type { Executor } from '../../db/client';
import { lockPlan } from '../../db/lock-plan';
import { type DocumentRow, documentContents, documents, tasks, users } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { DbDeps } from '../../service-deps';
import { auditedChange } from '../audit';
import { GONE_MESSAGE, restorableSince } from '../tasks';
import { keepDeletedDocumentsBounded } from './deleted-documents';
import { checkRoom, checkTask, livePlanDocuments, nameOf, typeOf } from './document-checks';
import type { DocumentKeys } from './document-keys';
import { openDocument, sealDocument } from './document-seal';

// A plan's documents (issue 35, decision record 082): uploaded by caregivers and owners to the
// plan or to one of its tasks, read by every member. The type is read from the bytes; the bytes
// are kept encrypted in PostgreSQL, so every instance on the database serves them and backups
// carry them. Neither the audit entry nor the log holds a document's name: it may say what the
// person has.

export type DocumentDeps = DbDeps & { documentKeys: DocumentKeys };

const unavailable = () => new AppError(503, 'documents_unavailable', documentMessages.unavailable);

const summaryColumns = {
  id: documents.id,
  name: documents.name,
  mediaType: documents.mediaType,
  size: documents.sizeBytes,
  // A deleted task's document stays listed with the plan, unattached until the task is back.
  taskId: tasks.id,
  uploadedBy: users.email,
  uploadedAt: documents.uploadedAt,
};

type SummaryRow = Omit<DocumentSummary, 'mediaType' | 'uploadedAt'> & {
  mediaType: string;
  uploadedAt: Date;
};

/**
 * The listing's fields only: never the sealed key or anything else of the row. The name ends in
 * its type's extension, also for a document stored before that rule (issue 54).
 */
const summaryOf = (row: SummaryRow): DocumentSummary => ({
  id: row.id,
  name: documentFileName(row.name, row.mediaType as DocumentMediaType),
  mediaType: row.mediaType as DocumentMediaType,
  size: row.size,
  taskId: row.taskId,
  uploadedBy: row.uploadedBy,
  uploadedAt: row.uploadedAt.toISOString(),
});

async function listOf(db: Executor, planId: string): Promise<DocumentList> {
  const rows = await db
    .select(summaryColumns)
    .from(documents)
    .leftJoin(tasks, and(eq(tasks.id, documents.taskId), isNull(tasks.deletedAt)))
    .leftJoin(users, eq(users.id, documents.uploadedBy))
    .where(livePlanDocuments(planId))
    .orderBy(desc(documents.uploadedAt), desc(documents.id));
  return {
    documents: rows.map(summaryOf),
    usedBytes: rows.reduce((sum, row) => sum + row.size, 0),
    quotaBytes: DOCUMENT_LIMITS.planBytes,
  };
}

export function listDocuments(deps: DbDeps, actor: PlanActor): Promise<DocumentList> {
  return listOf(deps.database.db, actor.plan.id);
}

export async function uploadDocument(
  deps: DocumentDeps,
  actor: PlanActor,
  input: { file: File; taskId?: string },
): Promise<DocumentSummary> {
  refuseDemo(actor.user, 'upload documents');
  const { file } = input;
  if (file.size === 0) throw badRequest(documentMessages.empty);
  if (file.size > DOCUMENT_LIMITS.fileBytes) {
    throw new AppError(413, 'document_too_large', documentMessages.tooLarge);
  }
  const given = nameOf(file);
  const bytes = Buffer.from(await file.arrayBuffer());
  const mediaType = await typeOf(bytes);
  // Named by what it is, not by what it was called: a PDF sent as 'poly.html' is 'poly.pdf'.
  const name = documentFileName(given, mediaType);
  const master = await deps.documentKeys.current();
  if (!master) throw unavailable();
  const id = randomUUID();
  const sealed = sealDocument(master, id, bytes);
  const planId = actor.plan.id;
  return auditedChange(deps, actor, async (tx, now) => {
    await lockPlan(tx, planId);
    if (input.taskId) await checkTask(tx, planId, input.taskId);
    await checkRoom(tx, planId, bytes.length);
    const row = {
      id,
      planId,
      taskId: input.taskId ?? null,
      name,
      mediaType,
      sizeBytes: bytes.length,
      keyId: sealed.keyId,
      wrappedKey: sealed.wrappedKey,
      uploadedBy: actor.user.id,
      uploadedAt: now,
    };
    await tx.insert(documents).values(row);
    await tx.insert(documentContents).values({ documentId: id, sealed: sealed.sealed });
    return {
      result: summaryOf({ ...row, size: row.sizeBytes, uploadedBy: actor.user.email }),
      audit: {
        action: 'upload_document',
        resourceType: 'document',
        resourceId: id,
        planId,
        details: { type: documentTypes[mediaType], size: bytes.length, taskId: row.taskId },
      },
    };
  });
}

/** A document of the plan; a deleted one only `withDeleted` (its restore). */
async function documentOf(
  db: Executor,
  planId: string,
  documentId: string,
  options: { withDeleted?: boolean } = {},
): Promise<DocumentRow> {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.planId, planId),
        options.withDeleted ? undefined : isNull(documents.deletedAt),
      ),
    );
  if (!row) throw notFound(documentMessages.notFound);
  return row;
}

/** A document's bytes, opened for a member; the download is recorded in the plan's log. */
export async function downloadDocument(
  deps: DocumentDeps,
  actor: PlanActor,
  input: { documentId: string },
): Promise<{ name: string; mediaType: string; bytes: Buffer }> {
  const db = deps.database.db;
  const row = await documentOf(db, actor.plan.id, input.documentId);
  const [content] = await db
    .select({ sealed: documentContents.sealed })
    .from(documentContents)
    .where(eq(documentContents.documentId, row.id));
  const masterKey = await deps.documentKeys.find(row.keyId);
  if (!content || !masterKey) {
    throw new AppError(503, 'document_key_missing', documentMessages.keyMissing);
  }
  const bytes = openDocument(masterKey, row.id, {
    wrappedKey: row.wrappedKey,
    sealed: content.sealed,
  });
  // Nothing changes but the log: the entry alone.
  await auditedChange(deps, actor, async () => ({
    result: undefined,
    audit: {
      action: 'download_document',
      resourceType: 'document',
      resourceId: row.id,
      planId: actor.plan.id,
    },
  }));
  const name = documentFileName(row.name, row.mediaType as DocumentMediaType);
  return { name, mediaType: row.mediaType, bytes };
}

/** Moves the document to 'Recently deleted' (decision record 087), its bytes kept sealed. */
export function deleteDocument(
  deps: DbDeps,
  actor: PlanActor,
  input: { documentId: string },
): Promise<DocumentList> {
  refuseDemo(actor.user, 'delete documents');
  const planId = actor.plan.id;
  return auditedChange(deps, actor, async (tx, now) => {
    await lockPlan(tx, planId);
    const row = await documentOf(tx, planId, input.documentId);
    await tx
      .update(documents)
      .set({ deletedAt: now, deletedBy: actor.user.id })
      .where(eq(documents.id, row.id));
    await keepDeletedDocumentsBounded(tx, planId);
    return {
      result: await listOf(tx, planId),
      audit: {
        action: 'delete_document',
        resourceType: 'document',
        resourceId: row.id,
        planId,
        details: { type: documentTypes[row.mediaType as DocumentMediaType] ?? row.mediaType },
      },
    };
  });
}

/**
 * Brings a document back from 'Recently deleted' (decision record 087), to its task if that is
 * not deleted; the plan needs room for it again. One already back is answered as it is.
 */
export function restoreDocument(
  deps: DbDeps,
  actor: PlanActor,
  input: { documentId: string },
): Promise<DocumentList> {
  refuseDemo(actor.user, 'restore documents');
  const planId = actor.plan.id;
  return auditedChange(deps, actor, async (tx, now) => {
    await lockPlan(tx, planId);
    const row = await documentOf(tx, planId, input.documentId, { withDeleted: true });
    if (!row.deletedAt) return { result: await listOf(tx, planId), audit: undefined };
    if (row.deletedAt <= restorableSince(now)) throw notFound(GONE_MESSAGE);
    await checkRoom(tx, planId, row.sizeBytes);
    await tx
      .update(documents)
      .set({ deletedAt: null, deletedBy: null })
      .where(eq(documents.id, row.id));
    return {
      result: await listOf(tx, planId),
      audit: {
        action: 'restore_document',
        resourceType: 'document',
        resourceId: row.id,
        planId,
        details: { type: documentTypes[row.mediaType as DocumentMediaType] ?? row.mediaType },
      },
    };
  });
}
