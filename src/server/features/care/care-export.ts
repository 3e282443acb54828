import { asc, eq } from 'drizzle-orm';
import { documentMessages } from '../../../shared/schemas/care';
import type { Executor } from '../../db/client';
import { carePlans, documentContents, documents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { DocumentKeys } from './document-keys';
import { openDocument } from './document-seal';

// A member's own uploads for 'Download my data' (decision D8, issue 35): every document they
// uploaded to any plan, opened, its bytes in base64 beside its name. A plan's other documents
// are the plan's, not theirs (record 074).

export type OwnDocument = {
  planName: string;
  name: string;
  mediaType: string;
  size: number;
  taskId: string | null;
  uploadedAt: string;
  contentBase64: string;
};

export async function documentsUploadedBy(
  deps: { database: { db: Executor }; documentKeys: DocumentKeys },
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
      wrappedKey: documents.wrappedKey,
      sealed: documentContents.sealed,
    })
    .from(documents)
    .innerJoin(carePlans, eq(carePlans.id, documents.planId))
    .innerJoin(documentContents, eq(documentContents.documentId, documents.id))
    .where(eq(documents.uploadedBy, userId))
    .orderBy(asc(documents.uploadedAt), asc(documents.id));
  const opened: OwnDocument[] = [];
  for (const { id, keyId, wrappedKey, sealed, uploadedAt, ...row } of rows) {
    const masterKey = await deps.documentKeys.find(keyId);
    if (!masterKey) throw new AppError(503, 'document_key_missing', documentMessages.keyMissing);
    const bytes = openDocument(masterKey, id, { wrappedKey, sealed });
    opened.push({
      ...row,
      uploadedAt: uploadedAt.toISOString(),
      contentBase64: bytes.toString('base64'),
    });
  }
  return opened;
}
