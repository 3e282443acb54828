import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, tasks } from '../../db/schema';
import { addMember, idOf, type Member } from '../../test/care-circle';
import { createTestApp, type TestApp } from '../../test/test-app';

// Roles that make sense (issue 56, item 6): a task is assigned only to someone who can tick it.
// A viewer is refused as an assignee, and a member made a viewer loses their assignments.

let t: TestApp;
let owner: Member;
let caregiver: Member;
let viewer: Member;
let planId: string;
const inPlan = (path: string) => `${path}?plan=${planId}`;

beforeAll(async () => {
  t = await createTestApp({ env: { THROTTLE_TASK_WRITES_PER_MINUTE: '100000' } });
  owner = await t.signedInUser();
  caregiver = await t.signedInUser();
  viewer = await t.signedInUser();
  planId = await addMember(t, owner, caregiver, 'caregiver');
  await addMember(t, owner, viewer, 'viewer');
});
afterAll(() => t.close());

async function newTask(title: string): Promise<string> {
  const made = await owner.api.post(inPlan('/api/tasks'), { title });
  return made.json.task.id;
}

describe('assigning a task', () => {
  it('refuses a viewer in words, and leaves the task as it was', async () => {
    const id = await newTask('Collect the prescription');
    const refused = await owner.api.request('PATCH', inPlan(`/api/tasks/${id}`), {
      assigneeId: await idOf(viewer),
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toEqual({
      code: 'assignee_viewer',
      message:
        'A viewer cannot tick tasks, so tasks can be assigned only to owners and caregivers.',
    });
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, id));
    expect(row?.assigneeId).toBeNull();
  });

  it('takes a caregiver or an owner', async () => {
    const id = await newTask('Book the taxi');
    for (const member of [caregiver, owner]) {
      const assigneeId = await idOf(member);
      const answer = await caregiver.api.request('PATCH', inPlan(`/api/tasks/${id}`), {
        assigneeId,
      });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json.task.assigneeId).toBe(assigneeId);
    }
  });
});

describe('making a member a viewer', () => {
  it('unassigns their tasks in the same change, counted in its audit entry', async () => {
    const sister = await t.signedInUser();
    await addMember(t, owner, sister, 'caregiver');
    const sisterId = await idOf(sister);
    const theirs = [await newTask('Pay the carer'), await newTask('Call the GP')];
    const other = await newTask('Water the plants');
    for (const id of theirs) {
      await owner.api.request('PATCH', inPlan(`/api/tasks/${id}`), { assigneeId: sisterId });
    }
    await owner.api.request('PATCH', inPlan(`/api/tasks/${other}`), {
      assigneeId: await idOf(caregiver),
    });

    const changed = await owner.api.request('PATCH', `/api/plans/${planId}/members/${sisterId}`, {
      role: 'viewer',
    });
    expect(changed.status, changed.text).toBe(200);
    const member = changed.json.members.find((m: { userId: string }) => m.userId === sisterId);
    expect(member).toMatchObject({ role: 'viewer', openTasks: 0 });
    const board = (await owner.api.get(inPlan('/api/tasks'))).json.tasks as {
      id: string;
      assigneeId: string | null;
    }[];
    for (const id of theirs) expect(board.find((task) => task.id === id)?.assigneeId).toBeNull();
    expect(board.find((task) => task.id === other)?.assigneeId).toBe(await idOf(caregiver));
    const [entry] = await t.database.db
      .select({ details: auditLogs.details })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'change_member_role'), eq(auditLogs.resourceId, sisterId)));
    expect(entry?.details).toEqual({
      memberId: sisterId,
      from: 'caregiver',
      to: 'viewer',
      unassignedTasks: 2,
    });
  });
});
