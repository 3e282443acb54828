import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_LIMITS } from '../../../shared/rules/care-limits';
import { documentFileName } from '../../../shared/rules/documents';
import {
  type DocumentList,
  type DocumentMediaType,
  type DocumentSummary,
  documentMessages,
  documentNameSchema,
  documentTypes,
} from '../../../shared/schemas/care';
import type { PlanActor } from '../../auth/plan-access';
import { refuseDemo } from '../../auth/refuse-demo';
import type { Executor } from '../../db/client';
import { lockPlan } from '../../db/lock-plan';
import { type DocumentRow, documentContents, documents, tasks, users } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { DbDeps } from '../../service-deps';
import { auditBy, auditedChange, recordAudit } from '../audit';
import type { DocumentKeys } from './document-keys';
import { openDocument, sealDocument } from './document-seal';

// A plan's documents (issue 35, decision record 082): uploaded by caregivers and owners to the
// plan or to one of its tasks, read by every member. The type is read from the bytes; the bytes
// are kept encrypted in PostgreSQL, so every instance on the database serves them and backups
// carry them. Neither the audit entry nor the log holds a document's name: it may say what the
// person has.

export type DocumentDeps = DbDeps & { documentKeys: DocumentKeys };

const unavailable = () => new AppError(503, 'documents_unavailable', documentMessages.unavailable);

/** What file-type names a type we keep, as we list it; HEIF's other names are HEIC's. */
const keptTypes: Record<string, DocumentMediaType> = {
  'application/pdf': 'application/pdf',
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/heic': 'image/heic',
  'image/heif': 'image/heic',
};

const summaryColumns = {
  id: documents.id,
  name: documents.name,
  mediaType: documents.mediaType,
  size: documents.sizeBytes,
  taskId: documents.taskId,
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
    .leftJoin(users, eq(users.id, documents.uploadedBy))
    .where(eq(documents.planId, planId))
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

/**
 * The name a file is listed by: its own, without any folder, checked like any other text as it
 * was sent, before the spaces around it are dropped (issue 54). A refusal names the form's field.
 */
function nameOf(file: File): string {
  const parsed = documentNameSchema.safeParse(file.name.split(/[\\/]/).pop() ?? '');
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid input';
    throw badRequest(message, { fields: { file: message } });
  }
  return parsed.data || 'Document';
}

/** The file's type from its first bytes; refused unless it is one we keep. */
async function typeOf(bytes: Buffer): Promise<DocumentMediaType> {
  const found = await fileTypeFromBuffer(bytes);
  const kept = found && keptTypes[found.mime];
  if (!kept) throw new AppError(415, 'unsupported_document', documentMessages.wrongType);
  return kept;
}

/** Refuses a document that would take the plan past its count or its bytes. */
async function checkRoom(db: Executor, planId: string, size: number) {
  const [used] = await db
    .select({ files: count(), bytes: sql<number>`coalesce(sum(${documents.sizeBytes}), 0)::int` })
    .from(documents)
    .where(eq(documents.planId, planId));
  if ((used?.files ?? 0) >= DOCUMENT_LIMITS.perPlan) {
    throw new AppError(409, 'document_quota', documentMessages.tooMany);
  }
  if ((used?.bytes ?? 0) + size > DOCUMENT_LIMITS.planBytes) {
    throw new AppError(409, 'document_quota', documentMessages.quotaFull);
  }
}

async function checkTask(db: Executor, planId: string, taskId: string) {
  const [task] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.planId, planId)));
  if (!task) throw notFound(documentMessages.taskNotFound);
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

async function documentOf(db: Executor, planId: string, documentId: string): Promise<DocumentRow> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.planId, planId)));
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
  await recordAudit(
    db,
    deps.clock.now(),
    auditBy(actor, {
      action: 'download_document',
      resourceType: 'document',
      resourceId: row.id,
      planId: actor.plan.id,
    }),
  );
  const name = documentFileName(row.name, row.mediaType as DocumentMediaType);
  return { name, mediaType: row.mediaType, bytes };
}

export function deleteDocument(
  deps: DbDeps,
  actor: PlanActor,
  input: { documentId: string },
): Promise<DocumentList> {
  refuseDemo(actor.user, 'delete documents');
  const planId = actor.plan.id;
  return auditedChange(deps, actor, async (tx) => {
    const row = await documentOf(tx, planId, input.documentId);
    await tx.delete(documents).where(eq(documents.id, row.id));
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
