import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLogs, carePlans } from '../../db/schema';
import { addMember, idOf, type Member, ownPlanId } from '../../test/care-circle';
import { codeFrom } from '../../test/smtp-sink';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

// A shared care plan outlives any one member (decision D10, record 074): deleting an account or
// leaving a plan never deletes what the others use; ownership passes on and they are told.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { THROTTLE_TASK_WRITES_PER_MINUTE: '100000', THROTTLE_SIGN_UP_PER_ADDRESS: '100000' },
  });
});
afterAll(() => t.close());

/** An owner's plan with a viewer who joined first and a caregiver who joined after. */
async function family() {
  const owner = await t.signedInUser();
  const viewer = await t.signedInUser();
  const caregiver = await t.signedInUser();
  const planId = await addMember(t, owner, viewer, 'viewer');
  t.clock.advance(60_000);
  await addMember(t, owner, caregiver, 'caregiver');
  return { owner, viewer, caregiver, planId };
}

/** The owner deletes their account with the password and the emailed code. */
async function deleteAccount(member: Member) {
  expect(
    (await member.api.post('/api/account/delete/code', { password: TEST_PASSWORD })).status,
  ).toBe(200);
  const mail = t.deps.mailer.outbox.findLast(
    (message) => message.to === member.email && /deletion code/.test(message.subject),
  );
  const code = codeFrom(mail?.text ?? '');
  const deleted = await member.api.post('/api/account/delete', { password: TEST_PASSWORD, code });
  expect(deleted.status).toBe(200);
}

const mailTo = (email: string) => t.deps.mailer.outbox.filter((message) => message.to === email);

const roleIn = async (member: Member, planId: string) =>
  (await member.api.get('/api/plans')).json.find((plan: { id: string }) => plan.id === planId)
    ?.role;

describe('deleting an account', () => {
  it('says first what becomes of each plan: the shared one passes on, the solo one goes', async () => {
    const { owner, caregiver, planId } = await family();
    const effects = await owner.api.get('/api/account/delete/effects');
    expect(effects.status).toBe(200);
    expect(effects.json).toEqual([
      expect.objectContaining({
        planId,
        fate: 'passed',
        // Named as the plan names them: no display name chosen, so their address.
        successor: { userId: await idOf(caregiver), email: caregiver.email, name: caregiver.email },
      }),
    ]);
    expect(effects.json[0].staying).toHaveLength(2);

    const alone = await t.signedInUser();
    const solo = await alone.api.get('/api/account/delete/effects');
    expect(solo.json).toEqual([
      expect.objectContaining({ planId: await ownPlanId(alone.api), fate: 'deleted', staying: [] }),
    ]);
    // A member who is not the last owner leaves the plan as it is.
    const asCaregiver = await caregiver.api.get('/api/account/delete/effects');
    expect(asCaregiver.json).toContainEqual(expect.objectContaining({ planId, fate: 'kept' }));
  });

  it('keeps a shared plan with its tasks and notes; the longest-standing caregiver owns it; everyone is told', async () => {
    const { owner, viewer, caregiver, planId } = await family();
    const [task] = (await caregiver.api.get(`/api/tasks?plan=${planId}`)).json.tasks;
    const noted = await caregiver.api.request('PATCH', `/api/tasks/${task.id}?plan=${planId}`, {
      notes: 'Dr Patel on Friday',
      version: task.version,
    });
    expect(noted.status).toBe(200);
    await owner.api.post(`/api/tasks/${task.id}/toggle?plan=${planId}`);

    await deleteAccount(owner);

    // The plan, its tasks and notes are all there for the family.
    const after = await caregiver.api.get(`/api/tasks?plan=${planId}`);
    expect(after.status).toBe(200);
    const kept = after.json.tasks.find((each: { id: string }) => each.id === task.id);
    expect(kept).toMatchObject({ notes: 'Dr Patel on Friday', completed: true });
    expect((await viewer.api.get(`/api/tasks?plan=${planId}`)).status).toBe(200);
    // The caregiver, though the viewer joined first, is its owner now; the viewer stays a viewer.
    expect(await roleIn(caregiver, planId)).toBe('owner');
    expect(await roleIn(viewer, planId)).toBe('viewer');
    const circle = await caregiver.api.get(`/api/plans/${planId}/members`);
    expect(circle.json.members.map((member: { email: string }) => member.email).sort()).toEqual(
      [caregiver.email, viewer.email].sort(),
    );

    // Both are told, the new owner in their own words.
    expect(mailTo(caregiver.email).at(-1)?.subject).toBe('You now own “Care plan”');
    const toViewer = mailTo(viewer.email).at(-1);
    expect(toViewer?.subject).toBe(`${owner.email} deleted their PlanMyEldercare account`);
    expect(toViewer?.text).toContain(`${caregiver.email} is now its owner.`);
    expect(toViewer?.text).toContain(`/family?plan=${planId}`);

    // The members read who passed it on in the plan's audit log.
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.planId, planId), eq(auditLogs.action, 'plan_owner_passed_on')));
    expect(entry).toMatchObject({ userId: null, userEmail: owner.email });
    expect(entry?.details).toEqual({ to: await idOf(caregiver), because: 'account_deleted' });
  });

  it('passes a plan with only viewers left to the longest-standing viewer', async () => {
    const owner = await t.signedInUser();
    const first = await t.signedInUser();
    const second = await t.signedInUser();
    const planId = await addMember(t, owner, first, 'viewer');
    t.clock.advance(60_000);
    await addMember(t, owner, second, 'viewer');
    await deleteAccount(owner);
    expect(await roleIn(first, planId)).toBe('owner');
    expect(await roleIn(second, planId)).toBe('viewer');
  });

  it('by an admin keeps the shared plan too', async () => {
    const { owner, caregiver, planId } = await family();
    const admin = await t.signedInAdmin();
    const deleted = await admin.api.request('DELETE', `/api/admin/users/${await idOf(owner)}`);
    expect(deleted.status).toBe(200);
    expect(await roleIn(caregiver, planId)).toBe('owner');
    expect(mailTo(caregiver.email).at(-1)?.subject).toBe('You now own “Care plan”');
  });

  it('deletes the plan no one else is in', async () => {
    const alone = await t.signedInUser();
    const planId = await ownPlanId(alone.api);
    await deleteAccount(alone);
    const plans = await t.database.db.select().from(carePlans).where(eq(carePlans.id, planId));
    expect(plans).toHaveLength(0);
  });
});

describe('leaving a plan', () => {
  it('as its last owner passes it on and tells the members', async () => {
    const { owner, viewer, caregiver, planId } = await family();
    const ownerId = await idOf(owner);
    const left = await owner.api.post(`/api/plans/${planId}/leave`);
    expect(left.status).toBe(200);
    expect(left.json).toEqual({ left: true });
    expect(await roleIn(caregiver, planId)).toBe('owner');
    expect((await owner.api.get(`/api/tasks?plan=${planId}`)).status).toBe(404);
    expect(mailTo(caregiver.email).at(-1)?.subject).toBe('You now own “Care plan”');
    expect(mailTo(viewer.email).at(-1)?.subject).toBe(
      `${owner.email} left the care plan “Care plan”`,
    );
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.planId, planId), eq(auditLogs.action, 'plan_owner_passed_on')));
    expect(entry).toMatchObject({ userId: ownerId, userEmail: owner.email });
  });

  it('as a caregiver tells the owners only', async () => {
    const { owner, viewer, caregiver, planId } = await family();
    const before = mailTo(viewer.email).length;
    const left = await caregiver.api.post(`/api/plans/${planId}/leave`);
    expect(left.status).toBe(200);
    expect(mailTo(owner.email).at(-1)?.subject).toBe(
      `${caregiver.email} left the care plan “Care plan”`,
    );
    expect(mailTo(viewer.email)).toHaveLength(before);
    expect(await roleIn(owner, planId)).toBe('owner');
  });

  it('as its last owner is written at one time: its entries, and the plan of their own it leaves them', async () => {
    const { owner, planId } = await family();
    // Every read of the clock moves it on a second: a flow that read it twice would show it.
    const start = t.clock.now().getTime();
    let reads = 0;
    const ticking = vi
      .spyOn(t.clock, 'now')
      .mockImplementation(() => new Date(start + 1000 * ++reads));
    const left = await owner.api.post(`/api/plans/${planId}/leave`);
    ticking.mockRestore();
    t.clock.advance(1000 * (reads + 1));
    expect(left.status).toBe(200);
    const entries = await t.database.db
      .select({ action: auditLogs.action, at: auditLogs.createdAt })
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.planId, planId),
          inArray(auditLogs.action, ['leave_plan', 'plan_owner_passed_on']),
        ),
      );
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'leave_plan',
      'plan_owner_passed_on',
    ]);
    const [ownPlan] = (await owner.api.get('/api/plans')).json;
    const [made] = await t.database.db
      .select({ at: carePlans.createdAt })
      .from(carePlans)
      .where(eq(carePlans.id, ownPlan.id));
    expect(entries.map((entry) => entry.at)).toEqual([made?.at, made?.at]);
  });

  it('has its own route: removing is an owner’s, of another member', async () => {
    const { owner, caregiver, planId } = await family();
    const own = await owner.api.request(
      'DELETE',
      `/api/plans/${planId}/members/${await idOf(owner)}`,
    );
    expect(own.status).toBe(400);
    expect(own.json.error.message).toBe("To leave the plan, use 'Leave plan'.");
    const byCaregiver = await caregiver.api.request(
      'DELETE',
      `/api/plans/${planId}/members/${await idOf(caregiver)}`,
    );
    expect(byCaregiver.status).toBe(403);
    expect(await roleIn(owner, planId)).toBe('owner');
    expect(await roleIn(caregiver, planId)).toBe('caregiver');
  });

  it('is refused to the only member, and changes nothing', async () => {
    const alone = await t.signedInUser();
    const planId = await ownPlanId(alone.api);
    const left = await alone.api.post(`/api/plans/${planId}/leave`);
    expect(left.status).toBe(409);
    expect(left.json.error).toMatchObject({
      code: 'only_member',
      message: 'You are the only member of this plan, so there is no one to leave it to.',
    });
    expect(await roleIn(alone, planId)).toBe('owner');
    expect((await alone.api.get('/api/plans')).json).toHaveLength(1);
  });
});
