import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, idOf, invitationToken, type Member, ownPlanId } from '../../test/care-circle';
import { createTestApp, type TestApp } from '../../test/test-app';

// Whose name (issue 56, item 5): wherever the API names a person of a plan it gives the display
// name they chose, and their address only when they chose none: the members (whom the task
// cards' 'Assigned to' and 'Completed by' read their ids with), the plans' owners, who invited.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { THROTTLE_SIGN_UP_PER_ADDRESS: '100000' } });
});
afterAll(() => t.close());

const named = async (member: Member, displayName: string) =>
  expect((await member.api.request('PATCH', '/api/account/profile', { displayName })).status).toBe(
    200,
  );

type Circle = {
  members: { userId: string; name: string; email: string }[];
  invitations: { email: string; invitedBy: string | null }[];
};

describe('a person of a plan', () => {
  it('is named by their display name where they chose one, by their address where not', async () => {
    const owner = await t.signedInUser();
    const anna = await t.signedInUser();
    await named(anna, 'Anna Lee');
    const planId = await addMember(t, owner, anna, 'caregiver');
    const annaId = await idOf(anna);

    const circle = (await owner.api.get(`/api/plans/${planId}/members`)).json as Circle;
    const byId = new Map(circle.members.map((member) => [member.userId, member.name]));
    expect(byId.get(annaId)).toBe('Anna Lee');
    expect(byId.get(await idOf(owner))).toBe(owner.email);

    // The ids a task answers with ('Assigned to', 'Completed by') name Anna through the circle.
    const [task] = (await owner.api.get(`/api/tasks?plan=${planId}`)).json.tasks;
    const assigned = await owner.api.request('PATCH', `/api/tasks/${task.id}?plan=${planId}`, {
      assigneeId: annaId,
    });
    expect(byId.get(assigned.json.task.assigneeId)).toBe('Anna Lee');
    const done = await anna.api.post(`/api/tasks/${task.id}/toggle?plan=${planId}`);
    expect(done.status).toBe(200);
    expect(byId.get(done.json.task.completedById)).toBe('Anna Lee');
  });

  it('is named so as an owner in the plan list, and as whoever invited', async () => {
    const owner = await t.signedInUser();
    await named(owner, 'Margaret');
    const planId = await ownPlanId(owner.api);
    const invitee = `aunt.${Date.now()}@example.com`;
    const sent = await owner.api.post(`/api/plans/${planId}/invitations`, {
      email: invitee,
      role: 'viewer',
    });
    expect(sent.json.invitedBy).toBe('Margaret');
    const circle = (await owner.api.get(`/api/plans/${planId}/members`)).json as Circle;
    expect(circle.invitations.find((each) => each.email === invitee)?.invitedBy).toBe('Margaret');
    const preview = await t.client().post('/api/invitations/preview', {
      token: invitationToken(t, invitee),
    });
    expect(preview.json.invitedBy).toBe('Margaret');
    expect(t.deps.mailer.outbox.findLast((mail) => mail.to === invitee)?.text).toContain(
      'Margaret',
    );

    const relative = await t.signedInUser();
    await addMember(t, owner, relative, 'caregiver');
    const plans = (await relative.api.get('/api/plans')).json as { id: string; owners: string[] }[];
    expect(plans.find((plan) => plan.id === planId)?.owners).toEqual(['Margaret']);

    // Without a display name, the address.
    const plain = await t.signedInUser();
    const plainPlan = await ownPlanId(plain.api);
    const other = `cousin.${Date.now()}@example.com`;
    const byPlain = await plain.api.post(`/api/plans/${plainPlan}/invitations`, {
      email: other,
      role: 'viewer',
    });
    expect(byPlain.json.invitedBy).toBe(plain.email);
  });
});
