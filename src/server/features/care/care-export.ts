import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type DocumentMediaType, documentMessages } from '../../../shared/schemas/care';
import type { Executor } from '../../db/client';
import { carePlans, documentContents, documents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { DocumentKeys } from './document-keys';
import { openDocumentInPieces, SEALED_PARTS } from './document-seal';

// A member's own uploads for 'Download my data' (decision D8, issue 35): every document they
// uploaded to any plan. A plan's other documents are the plan's, not theirs (record 074). Listed
// without their bytes, then opened one at a time, each by queries of its own, so an export never
// holds more than one document (issue 54, decision record 085).

type ExportDeps = { database: { db: Executor }; documentKeys: DocumentKeys };

export type OwnDocument = {
  id: string;
  planName: string;
  name: string;
  mediaType: DocumentMediaType;
  size: number;
  taskId: string | null;
  uploadedAt: string;
};

const keyMissing = () => new AppError(503, 'document_key_missing', documentMessages.keyMissing);

/**
 * The documents the member uploaded, oldest first, without their bytes. Refused (503) when a key
 * one of them was sealed with is missing, before the export has sent anything.
 */
export async function documentsUploadedBy(
  deps: ExportDeps,
  userId: string,
): Promise<OwnDocument[]> {
  const rows = await deps.database.db
    .select({
      id: documents.id,
      planName: carePlans.name,
      name: documents.name,
      mediaType: documents.mediaType,
      size: documents.sizeBytes,
      taskId: documents.taskId,
      uploadedAt: documents.uploadedAt,
      keyId: documents.keyId,
    })
    .from(documents)
    .innerJoin(carePlans, eq(carePlans.id, documents.planId))
    // A document in 'Recently deleted' (record 087) is not the member's data any more.
    .where(and(eq(documents.uploadedBy, userId), isNull(documents.deletedAt)))
    .orderBy(asc(documents.uploadedAt), asc(documents.id));
  for (const keyId of new Set(rows.map((row) => row.keyId))) {
    if (!(await deps.documentKeys.find(keyId))) throw keyMissing();
  }
  return rows.map(({ keyId: _keyId, uploadedAt, mediaType, ...row }) => ({
    ...row,
    mediaType: mediaType as DocumentMediaType,
    uploadedAt: uploadedAt.toISOString(),
  }));
}

/**
 * The ciphertext is read in pieces of this size. PostgreSQL sends a bytea as hex text, twice its
 * size: kept under 128 KB, that text is young garbage V8 collects at once. Larger (1 MB pieces),
 * V8 keeps each in its large-object space until a full collection: three exports of 20 MB took
 * 137 MB more memory, against 77 MB with pieces under 64 KB (bench/export-bench.ts).
 */
const PIECE_BYTES = 60 * 1024;

/** A document deleted while it was being read. */
class Gone extends Error {}

/**
 * One document the member uploaded, opened, in pieces; undefined when it was deleted since it was
 * listed. Its uploader is checked again, so nothing but their own is ever read here. The sealed
 * bytes are read a piece at a time (a bytea's substring, which PostgreSQL reads from storage
 * alone), so neither they nor their hex text are ever held whole.
 */
export async function openUploadedDocument(
  deps: ExportDeps,
  userId: string,
  documentId: string,
): Promise<Buffer[] | undefined> {
  const { db } = deps.database;
  const { nonceBytes, tagBytes } = SEALED_PARTS;
  const sealed = documentContents.sealed;
  const [row] = await db
    .select({
      keyId: documents.keyId,
      wrappedKey: documents.wrappedKey,
      length: sql<number>`octet_length(${sealed})`,
      nonce: sql<Buffer>`substring(${sealed} from 1 for ${nonceBytes})`,
      tag: sql<Buffer>`substring(${sealed} from octet_length(${sealed}) - ${tagBytes - 1} for ${tagBytes})`,
    })
    .from(documents)
    .innerJoin(documentContents, eq(documentContents.documentId, documents.id))
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.uploadedBy, userId),
        isNull(documents.deletedAt),
      ),
    );
  if (!row) return undefined;
  const masterKey = await deps.documentKeys.find(row.keyId);
  if (!masterKey) throw keyMissing();
  const end = row.length - tagBytes; // the ciphertext is bytes nonceBytes + 1 to end (from 1)
  async function* ciphertext() {
    for (let start = nonceBytes + 1; start <= end; start += PIECE_BYTES) {
      const [piece] = await db
        .select({
          bytes: sql<Buffer>`substring(${sealed} from ${start} for ${Math.min(PIECE_BYTES, end - start + 1)})`,
        })
        .from(documentContents)
        .where(eq(documentContents.documentId, documentId));
      if (!piece) throw new Gone();
      yield piece.bytes;
    }
  }
  try {
    return await openDocumentInPieces(masterKey, documentId, { ...row }, ciphertext());
  } catch (error) {
    if (error instanceof Gone) return undefined;
    throw error;
  }
}
