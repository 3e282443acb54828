import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planInvitations } from '../../db/schema';
import { addMember, type Member, ownPlanId } from '../../test/care-circle';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

// Invitations email people who have not joined, so they are capped in any 24 hours (issue #30):
// per plan (revoked and replaced ones count, so invite-revoke-invite cannot cycle), per inviting
// account across its plans, and per invited address from anyone. A refusal is a 429 that writes
// nothing and sends nothing.

// Smaller ceilings than the defaults (CARE_CIRCLE_LIMITS.invitationsPerDay), for short tests.
const limits = { plan: 8, account: 10, address: 3 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      THROTTLE_INVITATIONS_PER_PLAN_PER_DAY: String(limits.plan),
      THROTTLE_INVITATIONS_PER_ACCOUNT_PER_DAY: String(limits.account),
      THROTTLE_INVITATIONS_PER_ADDRESS_PER_DAY: String(limits.address),
    },
  });
});
afterAll(() => t.close());

let serial = 0;
const newAddress = () => `relative-${Date.now()}-${++serial}@example.com`;

const invite = (owner: Member, planId: string, email: string) =>
  owner.api.post(`/api/plans/${planId}/invitations`, { email, role: 'viewer' });

/** Invites and revokes at once, so the plan never fills: only the daily ceilings can refuse. */
async function inviteAndRevoke(owner: Member, planId: string, email = newAddress()) {
  const sent = await invite(owner, planId, email);
  expect(sent.status).toBe(201);
  const revoked = await owner.api.request(
    'DELETE',
    `/api/plans/${planId}/invitations/${sent.json.id}`,
  );
  expect(revoked.status).toBe(200);
}

async function rowsFor(planId: string, email: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(planInvitations)
    .where(
      and(
        eq(planInvitations.planId, planId),
        eq(sql`lower(${planInvitations.email})`, email.toLowerCase()),
      ),
    );
  return row?.n ?? 0;
}

/** Invites `email` and expects the refusal `message`: no invitation row, no email. */
async function expectRefused(owner: Member, planId: string, email: string, message: string) {
  const rowsBefore = await rowsFor(planId, email);
  const lastMail = t.deps.mailer.outbox.at(-1);
  const refused = await invite(owner, planId, email);
  expect(refused.status).toBe(429);
  expect(refused.json.error).toMatchObject({ code: 'too_many_requests', message });
  const wait = Number(refused.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(86_400);
  expect(await rowsFor(planId, email)).toBe(rowsBefore);
  expect(t.deps.mailer.outbox.at(-1)).toBe(lastMail);
  return wait;
}

/** The next day the old session has ended: the member signs in again. */
async function signInAgain(member: Member): Promise<Member> {
  const api = t.client();
  await api.post('/api/auth/sign-in', { email: member.email, password: TEST_PASSWORD });
  await t.verify(api, member.email);
  return { api, email: member.email };
}

const userId = async (member: Member) =>
  (await member.api.get('/api/auth/session')).json.user.id as string;

describe('invitations in a day', () => {
  it('are capped per plan, revoked ones included, until the oldest is a day old', async () => {
    const owner = await t.signedInUser();
    const planId = await ownPlanId(owner.api);
    for (let n = 0; n < limits.plan; n += 1) await inviteAndRevoke(owner, planId);
    const wait = await expectRefused(
      owner,
      planId,
      newAddress(),
      'This plan has sent as many invitations as we allow in a day, revoked ones included. Please try again tomorrow.',
    );
    t.clock.advance(wait * 1000);
    const nextDay = await signInAgain(owner);
    expect((await invite(nextDay, planId, newAddress())).status).toBe(201);
  });

  it('are capped per account across all the plans it owns', async () => {
    const owner = await t.signedInUser();
    const coOwner = await t.signedInUser();
    const ownPlan = await ownPlanId(owner.api);
    const sharedPlan = await addMember(t, coOwner, owner, 'caregiver');
    const promoted = await coOwner.api.request(
      'PATCH',
      `/api/plans/${sharedPlan}/members/${await userId(owner)}`,
      { role: 'owner' },
    );
    expect(promoted.status).toBe(200);
    // Half in each plan: neither plan reaches its own ceiling.
    const inOwnPlan = Math.ceil(limits.account / 2);
    expect(inOwnPlan).toBeLessThan(limits.plan - 1);
    for (let n = 0; n < limits.account; n += 1) {
      await inviteAndRevoke(owner, n < inOwnPlan ? ownPlan : sharedPlan);
    }
    await expectRefused(
      owner,
      sharedPlan,
      newAddress(),
      'You have sent as many invitations as we allow in a day. Please try again tomorrow.',
    );
    // The plan's other owner has an allowance of their own.
    expect((await invite(coOwner, sharedPlan, newAddress())).status).toBe(201);
  });

  it('are capped per invited address, whoever sends them and whatever its capitals', async () => {
    const address = newAddress();
    const first = await t.signedInUser();
    const second = await t.signedInUser();
    const third = await t.signedInUser();
    const firstPlan = await ownPlanId(first.api);
    const secondPlan = await ownPlanId(second.api);
    const thirdPlan = await ownPlanId(third.api);
    // A first invitation and its re-sends (each replaces the one before), then another family's.
    for (let n = 1; n < limits.address; n += 1) {
      expect((await invite(first, firstPlan, address)).status).toBe(201);
    }
    expect((await invite(second, secondPlan, address.toUpperCase())).status).toBe(201);
    const wait = await expectRefused(
      third,
      thirdPlan,
      address,
      'That address has had as many invitations as we allow in a day. Please try again tomorrow.',
    );
    // Another address is still welcome from the same sender.
    expect((await invite(third, thirdPlan, newAddress())).status).toBe(201);
    t.clock.advance(wait * 1000);
    const nextDay = await signInAgain(third);
    expect((await invite(nextDay, thirdPlan, address)).status).toBe(201);
  });

  it('hold when several families invite one address at the same moment', async () => {
    const address = newAddress();
    const owners = await Promise.all(
      Array.from({ length: limits.address + 4 }, () => t.signedInUser()),
    );
    const plans = await Promise.all(owners.map((owner) => ownPlanId(owner.api)));
    const answers = await Promise.all(
      owners.map((owner, n) => invite(owner, plans[n] as string, address)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(limits.address);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });
});
