import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARE_CIRCLE_LIMITS } from '../../../shared/rules/limits';
import { auditLogs } from '../../db/schema';
import { addMember, invitationToken, type Member, ownPlanId } from '../../test/care-circle';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

// Issue 33, item 3 (record 077): someone who signs up through an invitation gets no empty plan
// of their own; the code that proves their address puts them in the plan they were invited to.
// And `/app` opens the plan last chosen, on every device.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newAddress = () => `invited-${randomBytes(4).toString('hex')}@example.com`;

/** An owner whose plan has a name of theirs, inviting `email`: the plan and the link's token. */
async function invite(email: string, role: 'caregiver' | 'viewer' = 'caregiver') {
  const owner = await t.signedInUser();
  const planId = await ownPlanId(owner.api);
  await owner.api.request('PATCH', `/api/plans/${planId}`, { name: 'Care plan for Mom' });
  const sent = await owner.api.post(`/api/plans/${planId}/invitations`, { email, role });
  expect(sent.status).toBe(201);
  return { owner, planId, invitationId: sent.json.id as string, token: invitationToken(t, email) };
}

/** Signs up at `email` carrying `invitation`, as the sign-up form does after the join page. */
async function signUpThrough(email: string, invitation: unknown) {
  const api = t.client();
  const response = await api.post('/api/auth/sign-up', {
    email,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    acceptTerms: true,
    invitation,
  });
  expect(response.status).toBe(201);
  return api;
}

async function plansOf(member: Pick<Member, 'api'>) {
  const answer = await member.api.get('/api/plans');
  expect(answer.status).toBe(200);
  return answer.json as { id: string; name: string; role: string; isDefault: boolean }[];
}

describe('signing up through an invitation', () => {
  it('puts the new account in the invited plan alone, with its role, when the code is entered', async () => {
    const email = newAddress();
    const { planId, token, invitationId, owner } = await invite(email, 'viewer');
    const api = await signUpThrough(email, token);
    const verified = await t.verify(api, email);
    expect(verified.json.joinedPlan).toEqual({ id: planId, name: 'Care plan for Mom' });
    expect(await plansOf({ api })).toEqual([
      expect.objectContaining({ id: planId, role: 'viewer', isDefault: true }),
    ]);
    // A plan-scoped route without `?plan=` acts in it.
    const circle = await owner.api.get(`/api/plans/${planId}/members`);
    expect(circle.json.members.map((member: { email: string }) => member.email)).toContain(email);
    expect(circle.json.invitations.map((each: { id: string }) => each.id)).not.toContain(
      invitationId,
    );
    // The join page opened again afterwards says where they are instead of refusing.
    const again = await api.post('/api/invitations/accept', { token });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ planId });
    const audit = await t.database.db
      .select({ details: auditLogs.details })
      .from(auditLogs)
      .where(and(eq(auditLogs.userEmail, email), eq(auditLogs.action, 'join_plan')));
    expect(audit).toEqual([{ details: expect.objectContaining({ role: 'viewer', invitationId }) }]);
  });

  it('gives the account a plan of its own when the invitation was revoked before the code', async () => {
    const email = newAddress();
    const { owner, planId, token, invitationId } = await invite(email);
    const api = await signUpThrough(email, token);
    const revoked = await owner.api.request(
      'DELETE',
      `/api/plans/${planId}/invitations/${invitationId}`,
    );
    expect(revoked.status).toBe(200);
    const verified = await t.verify(api, email);
    expect(verified.json.joinedPlan).toBeUndefined();
    const plans = await plansOf({ api });
    expect(plans).toEqual([expect.objectContaining({ role: 'owner', name: 'Care plan' })]);
    expect(plans[0]?.id).not.toBe(planId);
  });

  it('keeps a plan of its own when the invitation is to another address, or is no token', async () => {
    const { token } = await invite(newAddress());
    for (const invitation of [token, 'not a token!', 42]) {
      const email = newAddress();
      const api = await signUpThrough(email, invitation);
      const verified = await t.verify(api, email);
      expect(verified.json.joinedPlan).toBeUndefined();
      expect(await plansOf({ api })).toEqual([expect.objectContaining({ role: 'owner' })]);
    }
  });

  it('joins the plan when the account signs in later, the code unentered at sign-up', async () => {
    const email = newAddress();
    const { planId, token } = await invite(email);
    await signUpThrough(email, token);
    const api = t.client();
    const signedIn = await api.post('/api/auth/sign-in', { email, password: TEST_PASSWORD });
    expect(signedIn.status).toBe(200);
    const verified = await t.verify(api, email);
    expect(verified.json.joinedPlan).toEqual({ id: planId, name: 'Care plan for Mom' });
    expect((await plansOf({ api })).map((plan) => plan.id)).toEqual([planId]);
  });
});

describe('a plan of one’s own', () => {
  it('is started when asked for, named, owned and opened next; at most five', async () => {
    const email = newAddress();
    const { planId: invited, token } = await invite(email);
    const api = await signUpThrough(email, token);
    await t.verify(api, email);
    t.clock.advance(1000);
    const started = await api.post('/api/plans', { name: 'Care plan for Dad' });
    expect(started.status).toBe(201);
    expect(started.json).toMatchObject({
      name: 'Care plan for Dad',
      role: 'owner',
      isDefault: true,
    });
    const plans = await plansOf({ api });
    expect(plans.map((plan) => [plan.id, plan.isDefault])).toEqual([
      [started.json.id, true],
      [invited, false],
    ]);
    // Its own copy of the checklist, as every new plan has.
    const checklist = await api.get(`/api/tasks/overview?plan=${started.json.id}`);
    expect(checklist.json.progress.overall.total).toBeGreaterThan(0);
    for (let n = 2; n <= CARE_CIRCLE_LIMITS.ownedPlans; n += 1) {
      expect((await api.post('/api/plans', { name: `Plan ${n}` })).status).toBe(201);
    }
    const refused = await api.post('/api/plans', { name: 'One too many' });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('plan_limit');
    expect(await plansOf({ api })).toHaveLength(CARE_CIRCLE_LIMITS.ownedPlans + 1);
  });

  it('needs a name', async () => {
    const member = await t.signedInUser();
    const refused = await member.api.post('/api/plans', { name: '  ' });
    expect(refused.status).toBe(400);
    expect(await plansOf(member)).toHaveLength(1);
  });
});

describe('the plan /app opens', () => {
  it('is the one last chosen, on every device, and a plan just joined', async () => {
    const owner = await t.signedInUser();
    const member = await t.signedInUser();
    const ownPlan = await ownPlanId(member.api);
    t.clock.advance(1000);
    const joined = await addMember(t, owner, member, 'caregiver');
    // Joining is choosing: the plan just joined opens next.
    const isDefault = async (api: Member['api']) =>
      (await plansOf({ api })).find((plan) => plan.isDefault)?.id;
    expect(await isDefault(member.api)).toBe(joined);
    // The list keeps its order (owned first) whichever plan opens.
    expect((await plansOf(member)).map((plan) => plan.id)).toEqual([ownPlan, joined]);
    // A route without `?plan=` acts in the default plan (task ids differ from plan to plan).
    const checklist = async (query = '') => (await member.api.get(`/api/tasks${query}`)).json;
    expect(await checklist()).toEqual(await checklist(`?plan=${joined}`));

    t.clock.advance(1000);
    expect((await member.api.post(`/api/plans/${ownPlan}/opened`)).status).toBe(204);
    expect(await isDefault(member.api)).toBe(ownPlan);
    expect(await checklist()).toEqual(await checklist(`?plan=${ownPlan}`));
    // Another device of the same person: the server keeps the choice, not the browser.
    const elsewhere = t.client();
    await elsewhere.post('/api/auth/sign-in', { email: member.email, password: TEST_PASSWORD });
    await t.verify(elsewhere, member.email);
    expect(await isDefault(elsewhere)).toBe(ownPlan);
    // One member's choice is theirs alone.
    expect(await isDefault(owner.api)).toBe(joined);
  });

  it('cannot be a plan the caller is not in', async () => {
    const stranger = await t.signedInUser();
    const other = await t.signedInUser();
    const answer = await stranger.api.post(`/api/plans/${await ownPlanId(other.api)}/opened`);
    expect(answer.status).toBe(404);
  });
});
