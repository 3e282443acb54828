import { emptyCareProfile } from '../../../shared/schemas/care';
import { type AccessRow, ownResource } from '../access-callers';
import { uploadForm } from '../care';

// The access matrix's rows for a plan's care profile and documents (access-table.ts; issue 35).
// Each caller's own plan; the stranger calls with another's and learns nothing (404). The demo
// reads its sandbox's profile and documents but may change neither. Every plan role is checked
// route by route in features/plans/plan-roles.test.ts.

export const careRows: Record<string, AccessRow> = {
  'GET /api/plans/:planId/care-profile': { expect: ownResource(200) },
  // The first save of each caller's own plan's profile (version 0: never saved).
  'PUT /api/plans/:planId/care-profile': {
    expect: ownResource(200, 403),
    body: { version: 0, profile: { ...emptyCareProfile, fullName: 'Margaret Ellis' } },
  },
  'GET /api/plans/:planId/documents': { expect: ownResource(200) },
  'POST /api/plans/:planId/documents': { expect: ownResource(201, 403), body: () => uploadForm() },
  // A document the matrix writes into the plan first.
  'GET /api/plans/:planId/documents/:documentId': { expect: ownResource(200) },
  'DELETE /api/plans/:planId/documents/:documentId': { expect: ownResource(200, 403) },
  // 'Recently deleted' (record 087): the demo's sandbox lists its own (nothing: it cannot delete).
  'POST /api/plans/:planId/documents/:documentId/restore': { expect: ownResource(200, 403) },
  'GET /api/plans/:planId/recently-deleted': { expect: ownResource(200) },
};
