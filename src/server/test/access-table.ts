// Who may call which API route: the one table the access matrix test (src/server/auth/
// access-matrix.test.ts) checks every route of the app against. A route the app has and this
// table lacks fails the test, so a new route must be declared here before it can land.
//
// Each row gives the answer every caller gets. The callers:
// - anonymous: no session; pending: signed up, two-factor not passed yet;
// - demo: the reserved demo account's sandbox; basic, premium: verified accounts of each tier;
// - stranger: a verified basic account calling with the ids of another account's resources
//   (their task, subtask, discussion), which it must neither read nor change;
// - admin: a verified administrator.
//
// Path ids are filled with a fresh resource for each call: the caller's own (the stranger's:
// someone else's; a plan's member or invitation: one added to the caller's plan), so an allowed call really succeeds and a refused one is refused although the
// resource exists. `body` is a valid body: a refusal must come from the access rule, not from
// validation. `fresh` routes change the caller's own session or account, so each call gets a new
// caller of that role.

export const roles = [
  'anonymous',
  'pending',
  'demo',
  'basic',
  'premium',
  'stranger',
  'admin',
] as const;
export type Role = (typeof roles)[number];

type Body = Record<string, unknown>;

export type AccessRow = {
  /** The status each caller gets. */
  expect: Record<Role, number>;
  /** A valid body; a function when it depends on the caller (its email, a new address). */
  body?:
    | Body
    | ((caller: { email: string; password: string }, ids: Record<string, string>) => Body);
  fresh?: true;
  /** A query string the route needs to answer at all (`from=...&to=...`), without the '?'. */
  query?: string;
};

const PASSWORD = 'Caregiver#2026';
const NEW_PASSWORD = 'Caregiver#2027';
const newEmail = () => `new-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** Anyone verified may: the demo, both tiers, the stranger and the admin. */
const signedIn = (status: number): Record<Role, number> => ({
  anonymous: 401,
  pending: 401,
  demo: status,
  basic: status,
  premium: status,
  stranger: status,
  admin: status,
});
/** A change to a resource the caller owns: the stranger learns nothing (404). */
const ownResource = (status: number, demo = status): Record<Role, number> => ({
  ...signedIn(status),
  demo,
  stranger: 404,
});
/** Administrators only: refused before anything is read (403), logged as a security event. */
const adminOnly = (status: number): Record<Role, number> => ({
  ...signedIn(403),
  admin: status,
});
/** No session needed: everyone gets the same answer. */
const everyone = (status: number): Record<Role, number> => ({
  anonymous: status,
  pending: status,
  demo: status,
  basic: status,
  premium: status,
  stranger: status,
  admin: status,
});

const signUpBody = () => ({
  email: newEmail(),
  password: PASSWORD,
  confirmPassword: PASSWORD,
  acceptTerms: true,
});

export const accessTable: Record<string, AccessRow> = {
  // The operator's probes; the metrics need the operator's token, which no caller here holds.
  'GET /api/health': { expect: everyone(200) },
  'GET /api/health/live': { expect: everyone(200) },
  'GET /api/health/ready': { expect: everyone(200) },
  'GET /api/metrics': { expect: everyone(401) },
  // Public: the load balancer's health check, signing in, up and out, the emailed confirmation link, the checklist's leads.
  'POST /api/auth/sign-in': {
    expect: everyone(200),
    body: (caller) => ({ email: caller.email, password: caller.password }),
    fresh: true,
  },
  'POST /api/auth/demo-sign-in': { expect: everyone(200), fresh: true },
  'POST /api/auth/sign-up': { expect: everyone(201), body: signUpBody, fresh: true },
  // The same answer for every address; a made-up link's token is refused alike for everyone.
  'POST /api/auth/password-reset/request': {
    expect: everyone(200),
    body: { email: 'nobody-here@example.com' },
  },
  'POST /api/auth/password-reset': {
    expect: everyone(400),
    body: { token: 'made.up.token', password: 'Caregiver#2027', confirmPassword: 'Caregiver#2027' },
  },
  'POST /api/auth/sign-up-premium': {
    expect: everyone(201),
    body: () => ({
      ...signUpBody(),
      dataProtectionConsent: true,
      acceptPrivacy: true,
    }),
    fresh: true,
  },
  // No token in the link: everyone is sent back to the front door with email_confirmed=0.
  'GET /api/auth/confirm-email': { expect: everyone(302) },
  'POST /api/auth/sign-out': { expect: everyone(200), fresh: true },
  'POST /api/leads': {
    expect: everyone(201),
    body: () => ({ firstName: 'Ann', email: newEmail() }),
  },

  // A session pending two-factor may read its state, send and verify a code.
  'GET /api/auth/session': { expect: { ...signedIn(200), pending: 200 } },
  'POST /api/auth/session/activity': { expect: { ...signedIn(200), pending: 200 } },
  // Already verified (the demo too): there is no code to send or check.
  'POST /api/auth/code/send': {
    expect: { ...signedIn(409), pending: 200 },
    body: { referenceId: 'matrix-reference-1' },
  },
  'POST /api/auth/code/verify': {
    expect: { ...signedIn(409), pending: 400 },
    body: { referenceId: 'matrix-reference-1', code: '000000' },
  },

  // The signed-in account's own things.
  'POST /api/auth/password': {
    expect: { ...signedIn(200), demo: 403 },
    body: (caller) => ({
      currentPassword: caller.password,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    }),
    fresh: true,
  },
  'GET /api/auth/admin-check': { expect: signedIn(200) },
  'GET /api/tasks': { expect: signedIn(200) },
  'GET /api/tasks/overview': { expect: signedIn(200) },
  'POST /api/tasks': {
    expect: signedIn(201),
    body: { title: 'Matrix task', categoryId: 'housing' },
  },
  'PATCH /api/tasks/:taskId': {
    expect: ownResource(200),
    body: { title: 'Renamed by the matrix' },
  },
  'DELETE /api/tasks/:taskId': { expect: ownResource(200, 403) },
  'POST /api/tasks/:taskId/toggle': { expect: ownResource(200) },
  'POST /api/tasks/:taskId/subtasks': { expect: ownResource(200), body: { title: 'Call' } },
  'POST /api/tasks/:taskId/subtasks/:subtaskId/toggle': { expect: ownResource(200) },
  'DELETE /api/tasks/:taskId/subtasks/:subtaskId': { expect: ownResource(200, 403) },
  // Due dates, repeats, reminders (decision record 047): the demo sandbox may set dates too.
  'PUT /api/tasks/:taskId/schedule': {
    expect: ownResource(200),
    body: { dueDate: '2026-12-01', repeat: { frequency: 'monthly' }, reminder: '1_day' },
  },
  'PUT /api/tasks/:taskId/subtasks/:subtaskId/schedule': {
    expect: ownResource(200),
    body: { dueDate: '2026-12-01', dueTime: '09:30' },
  },
  'GET /api/tasks/:taskId/completions': { expect: ownResource(200) },
  // The caller's own plan's calendar (a plan named by a stranger is checked in plan-roles.test.ts).
  'GET /api/calendar': { expect: signedIn(200), query: 'from=2026-12-01&to=2026-12-31' },
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
  'PATCH /api/plans/:planId/members/:userId': {
    expect: ownResource(200, 403),
    body: { role: 'viewer' },
  },
  'DELETE /api/plans/:planId/members/:userId': { expect: ownResource(200, 403) },
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
  // The feed itself: public, its token is its key (the matrix fills in a live link's).
  'GET /api/calendar-feed/:token': { expect: everyone(200) },
  // 'Add to calendar' for one task: the matrix's fresh task has no due date yet, so a caller who
  // may read it is told to give it one (409); the feed tests download a dated one.
  'GET /api/tasks/:taskId/calendar.ics': { expect: ownResource(409) },
  // A made-up link: nobody can use it; accepting needs a session, and the demo joins nothing.
  'POST /api/invitations/preview': {
    expect: everyone(410),
    body: { token: 'made-up-invitation-token-0123456789' },
  },
  'POST /api/invitations/accept': {
    expect: { ...signedIn(410), demo: 403 },
    body: { token: 'made-up-invitation-token-0123456789' },
  },
  'POST /api/audit/views': { expect: signedIn(200), body: { action: 'view_profile' } },
  'GET /api/audit/logs': { expect: signedIn(200) },
  'GET /api/audit/logs/export': { expect: signedIn(200) },
  'POST /api/account/upgrade': { expect: { ...signedIn(200), demo: 403 }, fresh: true },
  'GET /api/account/email-preferences': { expect: signedIn(200) },
  'PATCH /api/account/email-preferences': {
    expect: { ...signedIn(200), demo: 403 },
    body: { weeklyDigest: true },
  },
  'PATCH /api/account/profile': {
    expect: { ...signedIn(200), demo: 403 },
    body: { displayName: 'Jane D.' },
  },
  // Public (RFC 8058): a made-up token is refused alike for everyone; a real one is in reminders.test.ts.
  'POST /api/email/unsubscribe': {
    expect: everyone(400),
    body: { token: 'made-up-unsubscribe-token-0123456789.abc' },
  },
  'GET /api/account/export': { expect: signedIn(200) },
  'GET /api/account/export/tasks.csv': { expect: signedIn(200) },
  'GET /api/account/export/activity.csv': { expect: signedIn(200) },
  'GET /api/account/export/community.csv': { expect: signedIn(200) },
  'GET /api/account/delete/effects': { expect: signedIn(200) },
  'POST /api/account/delete/code': {
    expect: { ...signedIn(200), demo: 403 },
    body: (caller) => ({ password: caller.password }),
    fresh: true,
  },
  // A made-up code: the account stays (the whole deletion has its own tests).
  'POST /api/account/delete': {
    expect: { ...signedIn(400), demo: 403 },
    body: (caller) => ({ password: caller.password, code: '000000' }),
    fresh: true,
  },

  // The community is shared by every member: anyone signed in reads and replies to any
  // discussion; only its author or an admin deletes it; the demo only reads.
  'GET /api/community/topics': { expect: signedIn(200) },
  'POST /api/community/topics': {
    expect: { ...signedIn(201), demo: 403 },
    body: { title: 'Matrix discussion', content: 'Hello' },
  },
  'GET /api/community/topics/:topicId': { expect: signedIn(200) },
  'POST /api/community/topics/:topicId/replies': {
    expect: { ...signedIn(201), demo: 403 },
    body: { content: 'A reply' },
  },
  'POST /api/community/topics/:topicId/like': { expect: { ...signedIn(200), demo: 403 } },
  'DELETE /api/community/topics/:topicId': {
    expect: { ...signedIn(200), demo: 403, stranger: 403 },
  },

  // /api/admin/*: administrators only.
  'GET /api/admin/users': { expect: adminOnly(200) },
  'DELETE /api/admin/users/:userId': { expect: adminOnly(200) },
  'PUT /api/admin/users/:userId/tier': {
    expect: adminOnly(200),
    body: { subscriptionTier: 'premium' },
  },
  'PUT /api/admin/users/:userId/admin': { expect: adminOnly(200), body: { isAdmin: true } },
  'GET /api/admin/security': { expect: adminOnly(200) },
  'GET /api/admin/sessions': { expect: adminOnly(200) },
  'POST /api/admin/sessions/cleanup': { expect: adminOnly(200) },
  'POST /api/admin/sessions/:sessionId/terminate': { expect: adminOnly(200) },
  'GET /api/admin/seo': { expect: adminOnly(200) },
  'PUT /api/admin/seo': {
    expect: adminOnly(200),
    body: { pagePath: '/', title: 'PlanMyEldercare', metaDescription: '', noIndex: false },
  },
  'GET /api/admin/release-notes': { expect: adminOnly(200) },
  'GET /api/admin/custom-code': { expect: adminOnly(200) },
  'PUT /api/admin/custom-code': { expect: adminOnly(200), body: { headCode: '', bodyCode: '' } },
  'GET /api/admin/leads.csv': { expect: adminOnly(200) },
};
