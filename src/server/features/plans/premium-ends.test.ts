import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanFate } from '../../../shared/schemas/plans';
import { addMember, type Member } from '../../test/care-circle';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 56, item 9 (decision record 093): a plan is premium while one of its owners is, so when a
// paying owner leaves it or deletes their account the family loses premium. The server says so
// before: in the circle the Family page's leave dialog reads, and in the deletion's effects.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function premium(member: Member) {
  expect((await member.api.post('/api/account/upgrade')).status).toBe(200);
  return member;
}

async function leavingEndsPremium(member: Member, planId: string): Promise<boolean> {
  const circle = await member.api.get(`/api/plans/${planId}/members`);
  expect(circle.status).toBe(200);
  return circle.json.premiumEndsIfYouLeave;
}

async function deletionFate(member: Member, planId: string): Promise<PlanFate | undefined> {
  const effects = await member.api.get('/api/account/delete/effects');
  expect(effects.status).toBe(200);
  return (effects.json as PlanFate[]).find((plan) => plan.planId === planId);
}

describe('premium ends for the family', () => {
  it('when the paying owner goes and no one who stays owns it with premium', async () => {
    const owner = await premium(await t.signedInUser());
    const caregiver = await t.signedInUser();
    const planId = await addMember(t, owner, caregiver, 'caregiver');
    expect(await leavingEndsPremium(owner, planId)).toBe(true);
    expect(await deletionFate(owner, planId)).toMatchObject({ fate: 'passed', premiumEnds: true });
    // The caregiver's going changes nothing of it.
    expect(await leavingEndsPremium(caregiver, planId)).toBe(false);
    expect(await deletionFate(caregiver, planId)).toMatchObject({ premiumEnds: false });
  });

  it('not when the plan was never premium', async () => {
    const owner = await t.signedInUser();
    const caregiver = await t.signedInUser();
    const planId = await addMember(t, owner, caregiver, 'caregiver');
    expect(await leavingEndsPremium(owner, planId)).toBe(false);
    expect(await deletionFate(owner, planId)).toMatchObject({ premiumEnds: false });
  });

  it('not when the member who becomes its owner is premium', async () => {
    const owner = await premium(await t.signedInUser());
    const caregiver = await premium(await t.signedInUser());
    const planId = await addMember(t, owner, caregiver, 'caregiver');
    expect(await leavingEndsPremium(owner, planId)).toBe(false);
    expect(await deletionFate(owner, planId)).toMatchObject({
      fate: 'passed',
      premiumEnds: false,
    });
  });

  it('not when another owner who stays is premium', async () => {
    const owner = await premium(await t.signedInUser());
    const other = await premium(await t.signedInUser());
    const planId = await addMember(t, owner, other, 'caregiver');
    const otherId = (await other.api.get('/api/auth/session')).json.user.id;
    const promoted = await owner.api.request('PATCH', `/api/plans/${planId}/members/${otherId}`, {
      role: 'owner',
    });
    expect(promoted.status).toBe(200);
    expect(await leavingEndsPremium(owner, planId)).toBe(false);
    expect(await deletionFate(owner, planId)).toMatchObject({ fate: 'kept', premiumEnds: false });
  });

  it('not for a plan that goes with its only member', async () => {
    const owner = await premium(await t.signedInUser());
    const effects = (await owner.api.get('/api/account/delete/effects')).json as PlanFate[];
    expect(effects).toEqual([expect.objectContaining({ fate: 'deleted', premiumEnds: false })]);
  });
});
