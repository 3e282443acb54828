import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS } from '../../../shared/rules/care-limits';
import { RECENTLY_DELETED } from '../../../shared/rules/limits';
import { documentMessages } from '../../../shared/schemas/care';
import { auditLogs, documentContents, documents } from '../../db/schema';
import { PDF_SECRET, PNG_BYTES, smallPdf, uploadForm } from '../../test/care';
import { addMember, type Member } from '../../test/care-circle';
import { createTestApp, type TestApp } from '../../test/test-app';
import { removeAccounts } from '../auth';
import { createDocumentKeys } from './document-keys';
import { purgeRecentlyDeleted } from './recently-deleted.service';

// A plan's documents (issue 35, record 082): the type read from the bytes, a size per file and a
// quota per plan, the bytes encrypted at rest, downloads only for members, as attachments.

let t: TestApp;
let owner: Member;
let viewer: Member;
let planId: string;
const documentsPath = () => `/api/plans/${planId}/documents`;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signedInUser();
  viewer = await t.signedInUser();
  planId = await addMember(t, owner, viewer, 'viewer');
});
afterAll(() => t.close());

const upload = (form: FormData, as: Member = owner) =>
  as.api.request('POST', documentsPath(), form);

async function documentCount() {
  const [row] = await t.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(documents)
    .where(eq(documents.planId, planId));
  return row?.count ?? 0;
}

describe('a document upload', () => {
  it('keeps a PDF for the plan, listed for every member, its type read from its bytes', async () => {
    const bytes = smallPdf();
    const uploaded = await upload(uploadForm(bytes, 'Power of attorney.pdf'));
    expect(uploaded.status).toBe(201);
    expect(uploaded.json).toMatchObject({
      name: 'Power of attorney.pdf',
      mediaType: 'application/pdf',
      size: bytes.length,
      taskId: null,
      uploadedBy: owner.email,
    });
    // The listing's fields and nothing else of the row (never its sealed key).
    expect(Object.keys(uploaded.json).sort()).toEqual([
      'id',
      'mediaType',
      'name',
      'size',
      'taskId',
      'uploadedAt',
      'uploadedBy',
    ]);
    const listed = await viewer.api.get(documentsPath());
    expect(listed.status).toBe(200);
    expect(listed.json.documents).toEqual([uploaded.json]);
    expect(listed.json).toMatchObject({
      usedBytes: bytes.length,
      quotaBytes: DOCUMENT_LIMITS.planBytes,
    });
  });

  it('stores no plaintext: the bytes kept in the database are sealed', async () => {
    const uploaded = await upload(uploadForm(smallPdf(), 'directive.pdf'));
    const [stored] = await t.database.db
      .select({ sealed: documentContents.sealed, wrappedKey: documents.wrappedKey })
      .from(documentContents)
      .innerJoin(documents, eq(documents.id, documentContents.documentId))
      .where(eq(documentContents.documentId, uploaded.json.id));
    if (!stored) throw new Error('nothing was stored');
    const text = stored.sealed.toString('latin1');
    expect(text).not.toContain(PDF_SECRET);
    expect(text).not.toContain('%PDF');
    // Nonce and tag around ciphertext of the file's length; the file's own key, wrapped.
    expect(stored.sealed.length).toBe(smallPdf().length + 28);
    expect(stored.wrappedKey.length).toBe(32 + 28);
  });

  it('gives members the file back whole, as an attachment the browser may not sniff', async () => {
    const bytes = smallPdf('Discharge summary, ward 7');
    const uploaded = await upload(uploadForm(bytes, 'Discharge – ward 7.pdf'));
    const download = await viewer.api.get(`${documentsPath()}/${uploaded.json.id}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(download.text, 'latin1').equals(bytes)).toBe(true);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Discharge _ ward 7.pdf"; filename*=UTF-8''${encodeURIComponent('Discharge – ward 7.pdf')}`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    // Who opened it is in the plan's log; what it is called is not.
    const entries = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resourceId, uploaded.json.id));
    expect(entries.map(({ action, userEmail }) => ({ action, userEmail }))).toEqual([
      { action: 'upload_document', userEmail: owner.email },
      { action: 'download_document', userEmail: viewer.email },
    ]);
    expect(JSON.stringify(await t.database.db.select().from(auditLogs))).not.toContain('Discharge');
    // Members find who opened it with the log's filter.
    const log = await owner.api.get('/api/audit/logs?action=download_document');
    expect(log.status).toBe(200);
    // By their name (no display name chosen: their address), never the document's name.
    expect(log.json.entries).toContainEqual(
      expect.objectContaining({
        user: viewer.email,
        resource: 'Document',
        details: 'Opened a document',
      }),
    );
    expect(JSON.stringify(log.json)).not.toContain('Discharge');
  });

  it('reads the type from the bytes, not the name', async () => {
    const png = await upload(uploadForm(PNG_BYTES, 'insurance-card.pdf'));
    expect(png.status).toBe(201);
    expect(png.json.mediaType).toBe('image/png');

    const before = await documentCount();
    const text = await upload(uploadForm(Buffer.from('Just words, not a PDF'), 'notes.pdf'));
    expect(text.status).toBe(415);
    expect(text.json.error).toEqual({
      code: 'unsupported_document',
      message: documentMessages.wrongType,
    });
    const program = await upload(uploadForm(Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), 'a.png'));
    expect(program.status).toBe(415);
    expect(await documentCount()).toBe(before);
  });

  it('refuses a file over the size limit, an empty file and a missing one, each in words', async () => {
    const before = await documentCount();
    const big = Buffer.alloc(DOCUMENT_LIMITS.fileBytes + 1, 0x20);
    smallPdf().copy(big);
    const tooLarge = await upload(uploadForm(big, 'scan.pdf'));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.error).toEqual({
      code: 'document_too_large',
      message: documentMessages.tooLarge,
    });
    // Far past it: refused by the route's body limit before it is read.
    const huge = await upload(uploadForm(Buffer.alloc(DOCUMENT_LIMITS.fileBytes * 2), 'x.pdf'));
    expect(huge.status).toBe(413);
    expect(huge.json.error.code).toBe('document_too_large');

    const empty = await upload(uploadForm(Buffer.alloc(0), 'empty.pdf'));
    expect(empty.status).toBe(400);
    expect(empty.json.error.message).toBe(documentMessages.empty);
    const none = await owner.api.request('POST', documentsPath(), new FormData());
    expect(none.status).toBe(400);
    expect(none.json.error.message).toBe(documentMessages.fileRequired);
    const json = await owner.api.post(documentsPath(), { file: 'x' });
    expect(json.status).toBe(415);
    const badName = await upload(uploadForm(smallPdf(), 'scan\u0007.pdf'));
    expect(badName.status).toBe(400);
    expect(await documentCount()).toBe(before);
  });

  it('refuses a document past the plan’s quota of bytes or of files', async () => {
    const other = await t.signedInUser();
    const otherPlan = (await other.api.get('/api/plans')).json[0].id;
    const path = `/api/plans/${otherPlan}/documents`;
    // The plan already holds nearly its quota (rows written straight in).
    const filler = (size: number) => ({
      planId: otherPlan,
      name: 'filler.pdf',
      mediaType: 'application/pdf',
      sizeBytes: size,
      keyId: 'test-1',
      wrappedKey: Buffer.alloc(60),
      uploadedAt: new Date(),
    });
    await t.database.db.insert(documents).values(filler(DOCUMENT_LIMITS.planBytes - 100));
    const full = await other.api.request('POST', path, uploadForm(smallPdf()));
    expect(full.status).toBe(409);
    expect(full.json.error).toEqual({
      code: 'document_quota',
      message: documentMessages.quotaFull,
    });
    await t.database.db.delete(documents).where(eq(documents.planId, otherPlan));
    await t.database.db
      .insert(documents)
      .values(Array.from({ length: DOCUMENT_LIMITS.perPlan }, () => filler(1)));
    const many = await other.api.request('POST', path, uploadForm(smallPdf()));
    expect(many.status).toBe(409);
    expect(many.json.error.message).toBe(documentMessages.tooMany);
  });

  it('attaches a document to a task of the plan, which keeps it when the task goes', async () => {
    const task = await owner.api.post(`/api/tasks?plan=${planId}`, { title: 'Renew insurance' });
    const taskId = task.json.task.id;
    const attached = await upload(uploadForm(smallPdf(), 'card.pdf', taskId));
    expect(attached.status).toBe(201);
    expect(attached.json.taskId).toBe(taskId);

    const elsewhere = await t.signedInUser();
    const theirTask = await elsewhere.api.post('/api/tasks', { title: 'Theirs' });
    const refused = await upload(uploadForm(smallPdf(), 'card.pdf', theirTask.json.task.id));
    expect(refused.status).toBe(404);
    expect(refused.json.error.message).toBe(documentMessages.taskNotFound);
    expect((await upload(uploadForm(smallPdf(), 'card.pdf', 'not-a-task'))).status).toBe(404);

    expect((await owner.api.request('DELETE', `/api/tasks/${taskId}?plan=${planId}`)).status).toBe(
      200,
    );
    const listed = await owner.api.get(documentsPath());
    const kept = listed.json.documents.find((d: { id: string }) => d.id === attached.json.id);
    expect(kept).toMatchObject({ taskId: null, name: 'card.pdf' });
  });

  it('lets a viewer read but not upload or delete; a stranger learns nothing', async () => {
    const uploaded = await upload(uploadForm(smallPdf(), 'x.pdf'));
    const viewerUpload = await upload(uploadForm(smallPdf(), 'y.pdf'), viewer);
    expect(viewerUpload.status).toBe(403);
    expect(viewerUpload.json.error.code).toBe('plan_role');
    const one = `${documentsPath()}/${uploaded.json.id}`;
    expect((await viewer.api.request('DELETE', one)).status).toBe(403);
    const stranger = await t.signedInUser();
    expect((await stranger.api.get(one)).status).toBe(404);
    expect((await stranger.api.get(documentsPath())).status).toBe(404);
    // Another plan's document, named through one's own plan, is not found either.
    const ownPlan = (await stranger.api.get('/api/plans')).json[0].id;
    expect(
      (await stranger.api.get(`/api/plans/${ownPlan}/documents/${uploaded.json.id}`)).status,
    ).toBe(404);
  });

  it('stays with a shared plan when its uploader’s account goes; a plan of one goes with it (D10)', async () => {
    const relative = await t.signedInUser();
    const sharedPlan = await addMember(t, owner, relative, 'caregiver');
    const kept = await upload(uploadForm(smallPdf(), 'kept.pdf'), relative);
    const ownPlan = (await relative.api.get('/api/plans')).json.find(
      (plan: { role: string }) => plan.role === 'owner',
    ).id;
    const gone = await relative.api.request(
      'POST',
      `/api/plans/${ownPlan}/documents`,
      uploadForm(),
    );
    expect(gone.status).toBe(201);
    const relativeId = (await relative.api.get('/api/auth/session')).json.user.id;
    await t.database.db.transaction((tx) => removeAccounts(tx, [relativeId], new Date()));

    expect(sharedPlan).toBe(planId);
    const listed = await owner.api.get(documentsPath());
    const stays = listed.json.documents.find((d: { id: string }) => d.id === kept.json.id);
    expect(stays).toMatchObject({ name: 'kept.pdf', uploadedBy: null });
    const download = await owner.api.get(`${documentsPath()}/${kept.json.id}`);
    expect(download.status).toBe(200);
    const left = await t.database.db.select().from(documents).where(eq(documents.id, gone.json.id));
    expect(left).toEqual([]);
  });

  it('deletes a document: gone from the plan at once, its bytes gone for good after 30 days', async () => {
    const uploaded = await upload(uploadForm(smallPdf(), 'old.pdf'));
    const deleted = await owner.api.request('DELETE', `${documentsPath()}/${uploaded.json.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json.documents.map((d: { id: string }) => d.id)).not.toContain(uploaded.json.id);
    expect((await owner.api.get(`${documentsPath()}/${uploaded.json.id}`)).status).toBe(404);
    const bytesOf = () =>
      t.database.db
        .select()
        .from(documentContents)
        .where(eq(documentContents.documentId, uploaded.json.id));
    // Kept sealed while it waits in 'Recently deleted' (record 087), then purged.
    expect(await bytesOf()).toHaveLength(1);
    const longAgo = new Date(t.clock.now().getTime() - RECENTLY_DELETED.days * 86_400_000);
    await t.database.db
      .update(documents)
      .set({ deletedAt: longAgo })
      .where(eq(documents.id, uploaded.json.id));
    await purgeRecentlyDeleted(t.deps);
    expect(await bytesOf()).toEqual([]);
  });

  it('says so, and opens nothing, when the key a document was sealed with is gone', async () => {
    const uploaded = await upload(uploadForm());
    const kept = t.deps.documentKeys;
    t.deps.documentKeys = createDocumentKeys({
      documentKeys: [{ id: 'another', key: Buffer.alloc(32, 9) }],
      databaseUrl: undefined,
      dataDir: '/nonexistent',
    });
    try {
      const refused = await owner.api.get(`${documentsPath()}/${uploaded.json.id}`);
      expect(refused.status).toBe(503);
      expect(refused.json.error).toEqual({
        code: 'document_key_missing',
        message: documentMessages.keyMissing,
      });
    } finally {
      t.deps.documentKeys = kept;
    }
  });

  it('refuses uploads with a clear message when no key is set up (an outside database)', async () => {
    const kept = t.deps.documentKeys;
    t.deps.documentKeys = createDocumentKeys({
      documentKeys: undefined,
      databaseUrl: 'postgres://elsewhere/app',
      dataDir: '/nonexistent',
    });
    try {
      const refused = await upload(uploadForm());
      expect(refused.status).toBe(503);
      expect(refused.json.error).toEqual({
        code: 'documents_unavailable',
        message: documentMessages.unavailable,
      });
    } finally {
      t.deps.documentKeys = kept;
    }
  });
});
