import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARE_CIRCLE_LIMITS } from '../../../shared/rules/limits';
import { invitationToken, ownPlanId } from '../../test/care-circle';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

// Invitations into a care plan (issue 17): a single-use link, valid 7 days, revocable, for the
// invited address only.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function invitation(role: 'caregiver' | 'viewer' = 'caregiver') {
  const owner = await t.signedInUser();
  const invitee = await t.signedInUser();
  const planId = await ownPlanId(owner.api);
  const sent = await owner.api.post(`/api/plans/${planId}/invitations`, {
    email: invitee.email,
    role,
  });
  expect(sent.status).toBe(201);
  return { owner, invitee, planId, id: sent.json.id, token: invitationToken(t, invitee.email) };
}

describe('an invitation', () => {
  it('is emailed with a link whose token sits in the fragment, in no request log', async () => {
    const { invitee, owner, token } = await invitation();
    const mail = t.deps.mailer.outbox.findLast((message) => message.to === invitee.email);
    expect(mail?.subject).toBe(`${owner.email} invited you to a care plan on PlanMyEldercare`);
    expect(mail?.text).toContain(`${t.deps.config.publicUrl}/join#${token}`);
    expect(mail?.text).toContain('for 7 days');
    // Accepting sends it in a body: the request log holds paths, never the token.
    await invitee.api.post('/api/invitations/accept', { token });
    const requestLines = t.logs.filter((line) => line.includes('"msg":"request"'));
    expect(requestLines.length).toBeGreaterThan(0);
    expect(requestLines.join('')).not.toContain(token);
  });

  it('carries none of the plan owner’s words to the invitee, only ours and our link', async () => {
    // Issue #30: a plan renamed to a phishing line was mailed to strangers in the invitation.
    const bait = 'URGENT verify acct http://evil.example/login';
    const owner = await t.signedInUser();
    const planId = await ownPlanId(owner.api);
    expect((await owner.api.request('PATCH', `/api/plans/${planId}`, { name: bait })).status).toBe(
      200,
    );
    const email = `relative-${Date.now()}@example.com`;
    expect(
      (await owner.api.post(`/api/plans/${planId}/invitations`, { email, role: 'caregiver' }))
        .status,
    ).toBe(201);
    const token = invitationToken(t, email);
    const mail = t.deps.mailer.outbox.findLast((message) => message.to === email);
    const received = `${mail?.subject}\n${mail?.text}\n${mail?.html ?? ''}`;
    for (const part of [bait, 'URGENT', 'evil.example', 'verify acct']) {
      expect(received).not.toContain(part);
    }
    expect(received.match(/https?:\/\/\S+/g)).toEqual([`${t.deps.config.publicUrl}/join#${token}`]);
    expect(mail?.text).toContain(`${owner.email} invited you to join their family’s care plan`);
    // The join page, once the link is followed, still names the plan.
    const preview = await t.client().post('/api/invitations/preview', { token });
    expect(preview.json.planName).toBe(bait);
  });

  it('shows the plan, who invited and the role before anyone signs in', async () => {
    const { owner, invitee, token } = await invitation('viewer');
    const preview = await t.client().post('/api/invitations/preview', { token });
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({
      planName: 'Care plan',
      invitedBy: owner.email,
      email: invitee.email,
      role: 'viewer',
    });
  });

  it('lets the invited person join with the role, once', async () => {
    const { owner, invitee, planId, token } = await invitation('viewer');
    const accepted = await invitee.api.post('/api/invitations/accept', { token });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toEqual({ planId });
    const plans = await invitee.api.get('/api/plans');
    expect(
      plans.json.map((plan: { id: string; role: string }) => [plan.id, plan.role]),
    ).toContainEqual([planId, 'viewer']);
    // The same person again (the join page opened twice) is told the plan; nothing is added.
    const again = await invitee.api.post('/api/invitations/accept', { token });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ planId });
    const after = await invitee.api.get('/api/plans');
    expect(after.json.filter((plan: { id: string }) => plan.id === planId)).toHaveLength(1);
    expect((await t.client().post('/api/invitations/preview', { token })).status).toBe(410);
    // Removed since, the link does not bring them back.
    const inviteeId = (await invitee.api.get('/api/auth/session')).json.user.id;
    const removed = await owner.api.request('DELETE', `/api/plans/${planId}/members/${inviteeId}`);
    expect(removed.status).toBe(200);
    const refused = await invitee.api.post('/api/invitations/accept', { token });
    expect(refused.status).toBe(410);
    expect(refused.json.error.code).toBe('invitation_unusable');
    expect((await invitee.api.get(`/api/plans/${planId}/members`)).status).toBe(404);
  });

  it('is refused to another account, which joins nothing', async () => {
    const { token, planId } = await invitation();
    const other = await t.signedInUser();
    const refused = await other.api.post('/api/invitations/accept', { token });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('invitation_wrong_account');
    expect((await other.api.get(`/api/plans/${planId}/members`)).status).toBe(404);
  });

  it(`stops working after ${CARE_CIRCLE_LIMITS.invitationValidDays} days`, async () => {
    const { invitee, token } = await invitation();
    t.clock.advance(CARE_CIRCLE_LIMITS.invitationValidDays * 86_400_000 + 1);
    // The old session has ended by now: the invitee signs in again.
    const api = t.client();
    await api.post('/api/auth/sign-in', { email: invitee.email, password: TEST_PASSWORD });
    await t.verify(api, invitee.email);
    const late = await api.post('/api/invitations/accept', { token });
    expect(late.status).toBe(410);
  });

  it('stops working at once when the owner revokes it, and leaves the waiting list', async () => {
    const { owner, invitee, planId, id, token } = await invitation();
    const listed = await owner.api.get(`/api/plans/${planId}/members`);
    expect(listed.json.invitations.map((each: { id: string }) => each.id)).toContain(id);
    expect(
      (await owner.api.request('DELETE', `/api/plans/${planId}/invitations/${id}`)).status,
    ).toBe(200);
    expect((await invitee.api.post('/api/invitations/accept', { token })).status).toBe(410);
    const after = await owner.api.get(`/api/plans/${planId}/members`);
    expect(after.json.invitations).toEqual([]);
    expect(
      (await owner.api.request('DELETE', `/api/plans/${planId}/invitations/${id}`)).status,
    ).toBe(404);
  });

  it('sent again replaces the first: only the newest link works', async () => {
    const { owner, invitee, planId, token: first } = await invitation();
    await owner.api.post(`/api/plans/${planId}/invitations`, {
      email: invitee.email,
      role: 'viewer',
    });
    const second = invitationToken(t, invitee.email);
    expect(second).not.toBe(first);
    expect((await invitee.api.post('/api/invitations/accept', { token: first })).status).toBe(410);
    expect((await invitee.api.post('/api/invitations/accept', { token: second })).status).toBe(200);
  });

  it('is refused for someone already in the plan, and for a full plan', async () => {
    const { owner, invitee, planId, token } = await invitation();
    await invitee.api.post('/api/invitations/accept', { token });
    const twice = await owner.api.post(`/api/plans/${planId}/invitations`, {
      email: invitee.email.toUpperCase(),
      role: 'caregiver',
    });
    expect(twice.status).toBe(409);
    expect(twice.json.error.code).toBe('already_member');
    // Two members now; invitations fill the rest of the plan's places.
    for (let n = 2; n < CARE_CIRCLE_LIMITS.members; n += 1) {
      const sent = await owner.api.post(`/api/plans/${planId}/invitations`, {
        email: `relative-${n}-${Date.now()}@example.com`,
        role: 'viewer',
      });
      expect(sent.status).toBe(201);
    }
    const full = await owner.api.post(`/api/plans/${planId}/invitations`, {
      email: 'one-too-many@example.com',
      role: 'viewer',
    });
    expect(full.status).toBe(409);
    expect(full.json.error.code).toBe('plan_full');
  });

  it('cannot be sent by the demo, nor accepted by it', async () => {
    const demo = t.client();
    expect((await demo.post('/api/auth/demo-sign-in')).status).toBe(200);
    const planId = await ownPlanId(demo);
    const sent = await demo.post(`/api/plans/${planId}/invitations`, {
      email: 'family@example.com',
      role: 'caregiver',
    });
    expect(sent.status).toBe(403);
    expect(sent.json.error.code).toBe('demo_restricted');
    const { token } = await invitation();
    expect((await demo.post('/api/invitations/accept', { token })).status).toBe(403);
  });

  it('refuses a made-up or malformed token with a clear answer', async () => {
    const madeUp = await t.client().post('/api/invitations/preview', {
      token: 'a'.repeat(43),
    });
    expect(madeUp.status).toBe(410);
    expect(madeUp.json.error.message).toBe(
      'This invitation link is no longer valid. Ask the person who invited you for a new one.',
    );
    expect((await t.client().post('/api/invitations/preview', { token: 'x' })).status).toBe(400);
  });
});
