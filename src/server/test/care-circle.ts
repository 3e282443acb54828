import type { PlanRole } from '../../shared/rules/plan-roles';
import type { ApiClient } from './api-client';
import type { TestApp } from './test-app';

// What the care-circle tests do: find a caller's own plan, invite someone, read the link's
// token from the outbox and accept it.

export type Member = { api: ApiClient; email: string };

/** A member's user id, as their session says it. */
export async function idOf(member: Member): Promise<string> {
  return (await member.api.get('/api/auth/session')).json.user.id as string;
}

/** The caller's own plan (the first they own). */
export async function ownPlanId(api: ApiClient): Promise<string> {
  const answer = await api.get('/api/plans');
  if (answer.status !== 200) throw new Error(`plans: ${answer.text}`);
  return answer.json[0].id;
}

/** The token of the newest invitation email to an address: the part after `/join#`. */
export function invitationToken(t: TestApp, email: string): string {
  const mail = t.deps.mailer.outbox.findLast(
    (message) => message.to === email && /invited you/i.test(message.subject),
  );
  const token = mail?.text.match(/\/join#([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation was mailed to ${email}`);
  return token;
}

/** The owner invites `member` with `role`, and the member accepts: the plan's id. */
export async function addMember(
  t: TestApp,
  owner: Member,
  member: Member,
  role: Exclude<PlanRole, 'owner'>,
): Promise<string> {
  const planId = await ownPlanId(owner.api);
  const invited = await owner.api.post(`/api/plans/${planId}/invitations`, {
    email: member.email,
    role,
  });
  if (invited.status !== 201) throw new Error(`invite: ${invited.text}`);
  const token = invitationToken(t, member.email);
  const accepted = await member.api.post('/api/invitations/accept', { token });
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.text}`);
  return planId;
}
