import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogList } from '../../../shared/schemas/audit';
import type { PlanSummary } from '../../../shared/schemas/plans';
import { carePlans, planMembers, users } from '../../db/schema';
import type { ApiClient } from '../../test/api-client';
import { addMember } from '../../test/care-circle';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

// A plan's time zone starts as the browser's (issue 56, item 9; decision record 093): the
// sign-up forms send it, and the calendar of a plan that still has none offers its browser's.
// A zone this server does not know is never stored.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newAddress = () => `zone-${randomBytes(4).toString('hex')}@example.com`;

/** Signs up with `extra` in the body and enters the code: the new account's client. */
async function signUpWith(extra: Record<string, unknown>): Promise<ApiClient> {
  const api = t.client();
  const email = newAddress();
  const answer = await api.post('/api/auth/sign-up', {
    email,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    acceptTerms: true,
    ...extra,
  });
  expect(answer.status, answer.text).toBe(201);
  await t.verify(api, email);
  return api;
}

async function ownPlan(api: ApiClient): Promise<PlanSummary> {
  const [plan] = (await api.get('/api/plans')).json as PlanSummary[];
  if (!plan) throw new Error('no plan');
  return plan;
}

describe('a plan’s time zone at sign-up', () => {
  it('is the browser’s zone the form sent', async () => {
    const api = await signUpWith({ timeZone: 'America/Chicago' });
    expect((await ownPlan(api)).timeZone).toBe('America/Chicago');
    const calendar = await api.get('/api/calendar?from=2026-12-01&to=2026-12-31');
    expect(calendar.json.timeZone).toBe('America/Chicago');
  });

  it('is none without one (a plain form post), or with one this server does not know', async () => {
    expect((await ownPlan(await signUpWith({}))).timeZone).toBeNull();
    for (const timeZone of ['Mars/Olympus_Mons', '', 'America/Chicago\u0000', 'x'.repeat(500)]) {
      // The sign-up goes on: the person could neither see nor fix a hidden field.
      expect((await ownPlan(await signUpWith({ timeZone }))).timeZone, timeZone).toBeNull();
    }
  });

  it('comes with a premium sign-up too', async () => {
    const email = newAddress();
    const answer = await t.client().post('/api/auth/sign-up-premium', {
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      dataProtectionConsent: true,
      acceptTerms: true,
      acceptPrivacy: true,
      timeZone: 'Asia/Tokyo',
    });
    expect(answer.status, answer.text).toBe(201);
    const [plan] = await t.database.db
      .select({ timeZone: carePlans.timeZone })
      .from(carePlans)
      .innerJoin(planMembers, eq(planMembers.planId, carePlans.id))
      .innerJoin(users, eq(users.id, planMembers.userId))
      .where(eq(users.email, email));
    expect(plan?.timeZone).toBe('Asia/Tokyo');
  });
});

describe('a plan with no time zone, opened in a browser', () => {
  it('takes the browser’s zone once, audited; a plan that has one keeps it', async () => {
    const owner = await t.signedInUser();
    const plan = await ownPlan(owner.api);
    expect(plan.timeZone).toBeNull();
    const adopt = (api: ApiClient, timeZone: string) =>
      api.post(`/api/plans/${plan.id}/time-zone/adopt`, { timeZone });

    const first = await adopt(owner.api, 'America/Chicago');
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ id: plan.id, timeZone: 'America/Chicago' });
    const calendar = await owner.api.get(
      `/api/calendar?plan=${plan.id}&from=2026-12-01&to=2026-12-31`,
    );
    expect(calendar.json.timeZone).toBe('America/Chicago');

    const again = await adopt(owner.api, 'Europe/London');
    expect(again.status).toBe(200);
    expect(again.json.timeZone).toBe('America/Chicago');
    const log = (await owner.api.get('/api/audit/logs')).json as AuditLogList;
    const changes = log.entries.filter((entry) => entry.action === 'plan_time_zone_changed');
    expect(changes.map((entry) => entry.details)).toEqual([
      "Set the plan's time zone to America/Chicago",
    ]);
  });

  it('takes it from a caregiver, and refuses a zone this server does not know', async () => {
    const owner = await t.signedInUser();
    const caregiver = await t.signedInUser();
    const planId = await addMember(t, owner, caregiver, 'caregiver');
    const refused = await caregiver.api.post(`/api/plans/${planId}/time-zone/adopt`, {
      timeZone: 'Mars/Olympus_Mons',
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toMatch(/time zone/i);
    expect((await ownPlan(owner.api)).timeZone).toBeNull();

    const taken = await caregiver.api.post(`/api/plans/${planId}/time-zone/adopt`, {
      timeZone: 'America/Chicago',
    });
    expect(taken.status).toBe(200);
    expect((await ownPlan(owner.api)).timeZone).toBe('America/Chicago');
  });
});
