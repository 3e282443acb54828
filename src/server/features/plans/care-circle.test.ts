import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { addMember, idOf, type Member, ownPlanId } from '../../test/care-circle';
import { createTestApp, type TestApp } from '../../test/test-app';

// The care circle's rules (issue 17): the last owner, removals and role changes that take effect
// at once, a plan for everyone, the plan owner's tier, who did what, assignment, and edits made
// at the same time.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { THROTTLE_TASK_WRITES_PER_MINUTE: '100000', THROTTLE_SIGN_UP_PER_ADDRESS: '100000' },
  });
});
afterAll(() => t.close());

async function family() {
  const owner = await t.signedInUser();
  const relative = await t.signedInUser();
  const planId = await addMember(t, owner, relative, 'caregiver');
  return { owner, relative, planId, relativeId: await idOf(relative), ownerId: await idOf(owner) };
}

async function firstTask(member: Member, planId: string) {
  return (await member.api.get(`/api/tasks?plan=${planId}`)).json.tasks[0];
}

describe('the last owner', () => {
  it('cannot step down until another member is an owner (leaving passes the plan on: plan-succession.test.ts)', async () => {
    const { owner, relativeId, ownerId, planId } = await family();
    const stepDown = await owner.api.request('PATCH', `/api/plans/${planId}/members/${ownerId}`, {
      role: 'caregiver',
    });
    expect(stepDown.status).toBe(409);
    expect(stepDown.json.error).toMatchObject({
      code: 'last_owner',
      message: 'A plan needs an owner. Make another member an owner before you step down.',
    });
    await owner.api.request('PATCH', `/api/plans/${planId}/members/${relativeId}`, {
      role: 'owner',
    });
    const steppedDown = await owner.api.request(
      'PATCH',
      `/api/plans/${planId}/members/${ownerId}`,
      { role: 'caregiver' },
    );
    expect(steppedDown.status).toBe(200);
  });
});

describe('membership changes', () => {
  it('take effect at the next request: a lowered member is refused, a removed one shut out', async () => {
    const { owner, relative, relativeId, planId } = await family();
    const task = await firstTask(relative, planId);
    expect((await relative.api.post(`/api/tasks/${task.id}/toggle?plan=${planId}`)).status).toBe(
      200,
    );
    await owner.api.request('PATCH', `/api/plans/${planId}/members/${relativeId}`, {
      role: 'viewer',
    });
    expect((await relative.api.post(`/api/tasks/${task.id}/toggle?plan=${planId}`)).status).toBe(
      403,
    );
    await owner.api.request('DELETE', `/api/plans/${planId}/members/${relativeId}`);
    expect((await relative.api.get(`/api/tasks?plan=${planId}`)).status).toBe(404);
    expect((await relative.api.get(`/api/plans/${planId}/members`)).status).toBe(404);
  });

  it('leave someone who leaves their only plan with a new plan of their own', async () => {
    const { owner, relative, relativeId, planId } = await family();
    await owner.api.request('PATCH', `/api/plans/${planId}/members/${relativeId}`, {
      role: 'owner',
    });
    // The first owner leaves the plan they started; their own plan was this one.
    expect((await owner.api.post(`/api/plans/${planId}/leave`)).status).toBe(200);
    const plans = (await owner.api.get('/api/plans')).json;
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ role: 'owner', name: 'Care plan', memberCount: 1 });
    expect(plans[0].id).not.toBe(planId);
    expect((await owner.api.get('/api/tasks')).json.tasks).toHaveLength(22);
    expect((await relative.api.get(`/api/tasks?plan=${planId}`)).status).toBe(200);
  });

  it('unassign the tasks of a member who is removed', async () => {
    const { owner, relativeId, planId } = await family();
    const task = await firstTask(owner, planId);
    const assigned = await owner.api.request('PATCH', `/api/tasks/${task.id}?plan=${planId}`, {
      assigneeId: relativeId,
    });
    expect(assigned.json.task.assigneeId).toBe(relativeId);
    await owner.api.request('DELETE', `/api/plans/${planId}/members/${relativeId}`);
    expect((await firstTask(owner, planId)).assigneeId).toBeNull();
  });
});

describe('a plan’s premium features', () => {
  it('follow its owner’s tier, not the current user’s', async () => {
    const { owner, relative, planId } = await family();
    const video = async (member: Member, plan?: string) =>
      (
        (await member.api.get(`/api/tasks${plan ? `?plan=${plan}` : ''}`)).json.tasks as {
          hasVideo: boolean;
          videoUrl: string | null;
        }[]
      ).find((each) => each.hasVideo)?.videoUrl;
    await t.database.db
      .update(users)
      .set({ subscriptionTier: 'premium' })
      .where(eq(users.email, relative.email));
    expect(await video(relative, planId)).toBeNull();
    expect(await video(relative, await ownPlanId(relative.api))).toMatch(/^https:/);
    await t.database.db
      .update(users)
      .set({ subscriptionTier: 'premium' })
      .where(eq(users.email, owner.email));
    expect(await video(relative, planId)).toMatch(/^https:/);
  });
});

describe('who does what', () => {
  it('records who completed a task and when, and counts each member’s work', async () => {
    const { owner, relative, relativeId, planId } = await family();
    const task = await firstTask(owner, planId);
    await owner.api.request('PATCH', `/api/tasks/${task.id}?plan=${planId}`, {
      assigneeId: relativeId,
    });
    const done = await relative.api.post(`/api/tasks/${task.id}/toggle?plan=${planId}`);
    expect(done.json.task).toMatchObject({ completed: true, completedById: relativeId });
    expect(done.json.task.completedAt).toBe(t.clock.now().toISOString());
    const circle = (await owner.api.get(`/api/plans/${planId}/members`)).json;
    const counts = Object.fromEntries(
      circle.members.map((m: { email: string; openTasks: number; completedThisMonth: number }) => [
        m.email,
        [m.openTasks, m.completedThisMonth],
      ]),
    );
    expect(counts[relative.email]).toEqual([0, 1]);
    expect(counts[owner.email]).toEqual([0, 0]);
    const reopened = await owner.api.post(`/api/tasks/${task.id}/toggle?plan=${planId}`);
    expect(reopened.json.task).toMatchObject({
      completed: false,
      completedById: null,
      completedAt: null,
    });
  });

  it('assigns only to members, and filters what is mine and what is no one’s', async () => {
    const { owner, relative, relativeId, planId } = await family();
    const task = await firstTask(owner, planId);
    const stranger = await t.signedInUser();
    const refused = await owner.api.request('PATCH', `/api/tasks/${task.id}?plan=${planId}`, {
      assigneeId: await idOf(stranger),
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe('Tasks can only be assigned to members of this plan.');
    await owner.api.request('PATCH', `/api/tasks/${task.id}?plan=${planId}`, {
      assigneeId: relativeId,
    });
    const mine = (await relative.api.get(`/api/tasks?plan=${planId}&assigned=me`)).json;
    expect(mine.tasks.map((each: { id: string }) => each.id)).toEqual([task.id]);
    const nobody = (await relative.api.get(`/api/tasks?plan=${planId}&assigned=none`)).json;
    expect(nobody.tasks).toHaveLength(21);
    expect(nobody.progress.overall.total).toBe(22);
  });

  it('shows each member the plan’s audit entries, and no one else', async () => {
    const { owner, relative, planId } = await family();
    const task = await firstTask(owner, planId);
    await owner.api.post(`/api/tasks/${task.id}/toggle?plan=${planId}`);
    const seen = (await relative.api.get('/api/audit/logs?action=toggle_task_completion')).json;
    expect(
      seen.entries.map((entry: { user: string; resource: string; details: string }) => [
        entry.user,
        entry.resource,
        entry.details,
      ]),
    ).toContainEqual([
      owner.email,
      `Task “${task.title}”`,
      `Marked the task “${task.title}” complete`,
    ]);
    const outsider = await t.signedInUser();
    const notSeen = (await outsider.api.get('/api/audit/logs?action=toggle_task_completion')).json;
    expect(notSeen.entries).toEqual([]);
  });
});

describe('invited addresses', () => {
  it('are read by the plan’s owners alone, on the Family page and in the audit log alike', async () => {
    const { owner, relative, planId } = await family();
    const viewer = await t.signedInUser();
    await addMember(t, owner, viewer, 'viewer');
    const invited = 'aunt.rose@example.com';
    const sent = await owner.api.post(`/api/plans/${planId}/invitations`, { email: invited });
    expect(sent.status).toBe(201);
    const revoked = await owner.api.request(
      'DELETE',
      `/api/plans/${planId}/invitations/${sent.json.id}`,
    );
    expect(revoked.status).toBe(200);

    const ownerLog = (await owner.api.get('/api/audit/logs')).json.entries;
    const byOwner = ownerLog.filter((entry: { action: string }) =>
      ['invite_member', 'revoke_invitation'].includes(entry.action),
    );
    expect(byOwner.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(byOwner)).toContain(invited);

    for (const member of [relative, viewer]) {
      const family = (await member.api.get(`/api/plans/${planId}/members`)).json;
      expect(JSON.stringify(family)).not.toContain(invited);
      const log = (await member.api.get('/api/audit/logs')).json.entries;
      const invitations = log.filter((entry: { action: string }) =>
        ['invite_member', 'revoke_invitation'].includes(entry.action),
      );
      // They still see that someone was invited and by whom, not the address.
      expect(invitations.length).toBe(byOwner.length);
      expect(JSON.stringify(log)).not.toContain(invited);
      const csv = await member.api.get('/api/audit/logs/export');
      expect(csv.status).toBe(200);
      expect(csv.text).not.toContain(invited);
    }
  });
});

describe('two people editing at once', () => {
  it('refuses the save based on an old version with 409 and the text as it is now', async () => {
    const { owner, relative, planId } = await family();
    const task = await firstTask(owner, planId);
    expect(task.version).toBe(1);
    const first = await owner.api.request('PATCH', `/api/tasks/${task.id}?plan=${planId}`, {
      notes: 'Dr Patel moved the appointment to Friday',
      version: 1,
    });
    expect(first.status).toBe(200);
    expect(first.json.task.version).toBe(2);
    const second = await relative.api.request('PATCH', `/api/tasks/${task.id}?plan=${planId}`, {
      notes: 'Bring the blue folder',
      version: 1,
    });
    expect(second.status).toBe(409);
    expect(second.json.error.code).toBe('edit_conflict');
    expect(second.json.error.task).toMatchObject({
      notes: 'Dr Patel moved the appointment to Friday',
      version: 2,
    });
    expect((await firstTask(owner, planId)).notes).toBe('Dr Patel moved the appointment to Friday');
    const merged = await relative.api.request('PATCH', `/api/tasks/${task.id}?plan=${planId}`, {
      notes: 'Dr Patel moved the appointment to Friday. Bring the blue folder',
      version: 2,
    });
    expect(merged.json.task.version).toBe(3);
  });

  it('lets exactly one of two simultaneous saves of one version through', async () => {
    const { owner, relative, planId } = await family();
    const task = await firstTask(owner, planId);
    const answers = await Promise.all(
      [owner, relative].map((member, n) =>
        member.api.request('PATCH', `/api/tasks/${task.id}?plan=${planId}`, {
          notes: `Edit ${n}`,
          version: task.version,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});
