import { type AccessRow, signedIn } from '../access-callers';

// The access matrix's rows for the eldercare library (issue 58, decision record 097): every
// signed-in caller reads the library and its suggestions in their own plan, and adds to it; the
// demo too, within its sandbox's task cap. Another plan's: plan-roles.test.ts.

export const libraryRows: Record<string, AccessRow> = {
  'GET /api/library': { expect: signedIn(200), query: 'q=attorney&category=legal' },
  // The matrix fills :key with a task of the library.
  'GET /api/library/:key': { expect: signedIn(200) },
  'POST /api/library/suggestions': {
    expect: signedIn(200),
    body: { livesWhere: 'alone', recentHospitalStay: true },
  },
  'POST /api/library/add': {
    expect: signedIn(200),
    body: { keys: ['choose-medical-alert-device', 'lower-fall-risk'] },
  },
};
