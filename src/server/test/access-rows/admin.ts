import { type AccessRow, adminOnly, signedIn } from '../access-callers';

// The access matrix's rows for the admin area and the audit log (access-table.ts).

export const adminRows: Record<string, AccessRow> = {
  'POST /api/audit/views': { expect: signedIn(200), body: { action: 'view_profile' } },
  'GET /api/audit/logs': { expect: signedIn(200) },
  'GET /api/audit/logs/export': { expect: signedIn(200) },
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
