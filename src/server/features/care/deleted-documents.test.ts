import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS } from '../../../shared/rules/care-limits';
import { documentMessages } from '../../../shared/schemas/care';
import { auditLogs, documents } from '../../db/schema';
import { storeDocument, uploadForm } from '../../test/care';
import { type Member, ownPlanId } from '../../test/care-circle';
import { createTestApp, type TestApp } from '../../test/test-app';

// A deleted document (issue 56, record 087): out of the plan's list and its quota at once,
// waiting in 'Recently deleted' to be brought back, to its task, while the plan has room for it.

let t: TestApp;
let owner: Member;
let planId: string;
const documentsPath = () => `/api/plans/${planId}/documents`;

beforeAll(async () => {
  t = await createTestApp({ env: { THROTTLE_TASK_WRITES_PER_MINUTE: '100000' } });
  owner = await t.signedInUser();
  planId = await ownPlanId(owner.api);
});
afterAll(() => t.close());

const listed = async () =>
  ((await owner.api.get(documentsPath())).json.documents as { id: string; taskId: string }[]).map(
    (document) => document.id,
  );

describe('a deleted document', () => {
  it('waits in Recently deleted and comes back to its task, audited', async () => {
    const made = await owner.api.post('/api/tasks', { title: 'Apply for the blue badge' });
    const taskId = made.json.task.id as string;
    const uploaded = await owner.api.request(
      'POST',
      documentsPath(),
      uploadForm(undefined, 'Blue badge form.pdf', taskId),
    );
    const id = uploaded.json.id as string;
    await owner.api.request('DELETE', `${documentsPath()}/${id}`);
    expect(await listed()).not.toContain(id);
    expect((await owner.api.get(`${documentsPath()}/${id}`)).status).toBe(404);
    const waiting = (await owner.api.get(`/api/plans/${planId}/recently-deleted`)).json.items;
    expect(waiting.find((item: { id: string }) => item.id === id)).toMatchObject({
      kind: 'document',
      name: 'Blue badge form.pdf',
      taskId,
      taskTitle: 'Apply for the blue badge',
      deletedBy: owner.email,
    });

    const restored = await owner.api.post(`${documentsPath()}/${id}/restore`);
    expect(restored.status, restored.text).toBe(200);
    expect(restored.json.documents.find((d: { id: string }) => d.id === id)).toMatchObject({
      name: 'Blue badge form.pdf',
      taskId,
    });
    expect((await owner.api.get(`${documentsPath()}/${id}`)).status).toBe(200);
    const [entries] = await t.database.db
      .select({ n: count() })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'restore_document'), eq(auditLogs.resourceId, id)));
    expect(entries?.n).toBe(1);
  });

  it('makes room at once; bringing it back needs room again', async () => {
    const { api } = await t.signedInUser();
    const own = await ownPlanId(api);
    const ids: string[] = [];
    for (let n = 0; n < DOCUMENT_LIMITS.perPlan; n++) ids.push(await storeDocument(t, own));
    const path = `/api/plans/${own}/documents`;
    expect((await api.request('POST', path, uploadForm())).status).toBe(409);
    expect((await api.request('DELETE', `${path}/${ids[0]}`)).status).toBe(200);
    // Deleting freed a place: the family can upload what they need now.
    expect((await api.request('POST', path, uploadForm())).status).toBe(201);
    const refused = await api.post(`${path}/${ids[0]}/restore`);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toEqual({
      code: 'document_quota',
      message: documentMessages.tooMany,
    });
  });

  it("keeps at most a plan's quota of deleted documents: the oldest go first", async () => {
    const { api } = await t.signedInUser();
    const own = await ownPlanId(api);
    const deletedAt = new Date(t.clock.now().getTime() - 60_000);
    const ids: string[] = [];
    for (let n = 0; n < DOCUMENT_LIMITS.perPlan; n++) {
      const id = await storeDocument(t, own);
      await t.database.db
        .update(documents)
        .set({ deletedAt: new Date(deletedAt.getTime() + n) })
        .where(eq(documents.id, id));
      ids.push(id);
    }
    const fresh = await storeDocument(t, own);
    expect((await api.request('DELETE', `/api/plans/${own}/documents/${fresh}`)).status).toBe(200);
    const waiting = await t.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.planId, own), isNotNull(documents.deletedAt)));
    expect(waiting).toHaveLength(DOCUMENT_LIMITS.perPlan);
    expect(waiting.map((row) => row.id)).not.toContain(ids[0]);
    expect(waiting.map((row) => row.id)).toContain(fresh);
  });
});
