import { type AccessRow, signedIn } from '../access-callers';

// The access matrix's rows for the signed-in account's own settings, data and deletion (access-table.ts).

export const accountRows: Record<string, AccessRow> = {
  'POST /api/account/upgrade': { expect: { ...signedIn(200), demo: 403 }, fresh: true },
  'GET /api/account/email-preferences': { expect: signedIn(200) },
  'PATCH /api/account/email-preferences': {
    expect: { ...signedIn(200), demo: 403 },
    body: { weeklyDigest: true },
  },
  // A demo visitor's sandbox records it too: it starts fresh with each demo (record 088).
  'POST /api/account/welcome-seen': { expect: signedIn(200) },
  // The demo's sandbox too: its visitor reads the demo in their language (record 100).
  'PUT /api/account/locale': { expect: signedIn(200), body: { locale: 'es-US' } },
  'PATCH /api/account/profile': {
    expect: { ...signedIn(200), demo: 403 },
    body: { displayName: 'Jane D.' },
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
};
