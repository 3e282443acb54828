import { type AccessRow, everyone, newEmail, ownResource, signedIn } from '../access-callers';

// The access matrix's rows for care plans, their circles and invitations (access-table.ts).

export const planRows: Record<string, AccessRow> = {
  // Each caller's own care plan, where they are its owner; the stranger calls with another's.
  // The demo owns its sandbox's plan but may not change its circle. Every plan role is checked
  // route by route in features/plans/plan-roles.test.ts.
  'GET /api/plans': { expect: signedIn(200) },
  // A plan of one's own (record 077), up to five: each call is a fresh caller; the demo may not.
  'POST /api/plans': {
    expect: { ...signedIn(201), demo: 403 },
    body: { name: 'Dad’s care' },
    fresh: true,
  },
  'GET /api/plans/:planId/members': { expect: ownResource(200) },
  // The switcher's choice, which `/app` opens next (record 077): any member, the demo too.
  'POST /api/plans/:planId/opened': { expect: ownResource(204) },
  'PATCH /api/plans/:planId': { expect: ownResource(200, 403), body: { name: 'Mum’s care' } },
  'POST /api/plans/:planId/invitations': {
    expect: ownResource(201, 403),
    body: () => ({ email: newEmail(), role: 'caregiver' }),
  },
  'DELETE /api/plans/:planId/invitations/:invitationId': { expect: ownResource(200, 403) },
  'PATCH /api/plans/:planId/time-zone': {
    expect: ownResource(200, 403),
    body: { timeZone: 'Europe/London' },
  },
  // A plan with no zone takes the browser's (record 093): owners and caregivers, the demo too.
  'POST /api/plans/:planId/time-zone/adopt': {
    expect: ownResource(200),
    body: { timeZone: 'America/Chicago' },
  },
  'PATCH /api/plans/:planId/members/:userId': {
    expect: ownResource(200, 403),
    body: { role: 'viewer' },
  },
  'DELETE /api/plans/:planId/members/:userId': { expect: ownResource(200, 403) },
  // Leaving the caller's plan, which the matrix gives a second member first (the only member may
  // not leave); each call is a fresh caller, who leaves for a new plan of their own.
  'POST /api/plans/:planId/leave': { expect: ownResource(200, 403), fresh: true },
  // To a member the matrix adds to the caller's plan first.
  'POST /api/plans/:planId/transfer': {
    expect: ownResource(200, 403),
    body: (_caller, ids) => ({ userId: ids.memberId }),
  },
  // A plan's live changes (server-sent events): any member of the plan; others learn nothing.
  'GET /api/plans/:planId/events': { expect: ownResource(200) },
  // A member's own calendar feed link to the plan (decision record 047): any member, viewers too;
  // the demo may not make one (its sandbox is swept away).
  'GET /api/plans/:planId/calendar-feed': { expect: ownResource(200) },
  'POST /api/plans/:planId/calendar-feed': { expect: ownResource(201, 403) },
  'DELETE /api/plans/:planId/calendar-feed': { expect: ownResource(204) },
  // A made-up link: nobody can use it; accepting needs a session, and the demo joins nothing.
  'POST /api/invitations/preview': {
    expect: everyone(410),
    body: { token: 'made-up-invitation-token-0123456789' },
  },
  'POST /api/invitations/accept': {
    expect: { ...signedIn(410), demo: 403 },
    body: { token: 'made-up-invitation-token-0123456789' },
  },
};
