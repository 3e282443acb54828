import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents, users } from '../../db/schema';
import type { ApiClient } from '../../test/api-client';
import { apiRoutes, fillPath } from '../../test/api-routes';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

// Who may call the admin API: every /api/admin route, read from the app itself (so a new one is
// covered), refuses a signed-out caller (401) and every signed-in account that is not an admin
// (403): the demo, basic and premium. An admin gets through.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function adminRoutes() {
  return apiRoutes(t.app, '/api/admin/');
}

async function call(api: ApiClient, route: { method: string; path: string }) {
  return api.request(route.method, fillPath(route.path), route.method === 'GET' ? undefined : {});
}

async function premiumUser() {
  const premium = await t.signedInUser();
  await t.database.db
    .update(users)
    .set({ subscriptionTier: 'premium' })
    .where(eq(users.email, premium.email));
  return premium;
}

async function demoVisitor() {
  const api = t.client();
  const response = await api.post('/api/auth/demo-sign-in');
  expect(response.status).toBe(200);
  return { api };
}

describe('the admin API', () => {
  it('is read from the route table: the Users, Security and Content calls', () => {
    const listed = adminRoutes().map((route) => `${route.method} ${route.path}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'DELETE /api/admin/users/:userId',
        'PUT /api/admin/users/:userId/tier',
        'PUT /api/admin/users/:userId/admin',
        'GET /api/admin/security',
        'GET /api/admin/sessions',
        'POST /api/admin/sessions/:sessionId/terminate',
        'POST /api/admin/sessions/cleanup',
        'GET /api/admin/seo',
        'PUT /api/admin/seo',
        'GET /api/admin/release-notes',
        'GET /api/admin/custom-code',
        'PUT /api/admin/custom-code',
      ]),
    );
  });

  it('refuses a signed-out caller with 401 on every route', async () => {
    for (const route of adminRoutes()) {
      const response = await call(t.client(), route);
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
      expect(response.json.error.code).toBe('unauthorized');
    }
  });

  for (const [who, signIn] of [
    ['the demo', demoVisitor],
    ['a basic user', () => t.signedInUser()],
    ['a premium user', premiumUser],
  ] as const) {
    it(`refuses ${who} with 403 on every route, and logs each refusal`, async () => {
      const { api } = await signIn();
      const me = (await api.get('/api/auth/session')).json.user;
      for (const route of adminRoutes()) {
        const response = await call(api, route);
        expect(response.status, `${route.method} ${route.path}`).toBe(403);
        expect(response.json.error).toMatchObject({
          code: 'not_admin',
          message: "You don't have permission to access the admin panel.",
        });
      }
      const refusals = await t.database.db
        .select()
        .from(securityEvents)
        .where(
          and(
            eq(securityEvents.eventType, 'suspicious_activity'),
            eq(securityEvents.userId, me.id),
          ),
        );
      expect(refusals).toHaveLength(adminRoutes().length);
      expect(refusals[0]?.description).toMatch(/^check_admin_access refused: /);
    });
  }

  it('lets an admin through on every route', async () => {
    const { api } = await t.signedInAdmin();
    for (const route of adminRoutes()) {
      const response = await call(api, route);
      // Through the guard: an answer about the request itself (a made-up id, an empty body).
      expect([200, 400, 404], `${route.method} ${route.path}: ${response.text}`).toContain(
        response.status,
      );
    }
  });

  it('refuses an admin whose sign-in still waits for its code', async () => {
    const admin = await t.signedInAdmin();
    const pending = t.client();
    await pending.post('/api/auth/sign-in', {
      email: admin.email,
      password: TEST_PASSWORD,
      adminLogin: true,
    });
    const response = await pending.get('/api/admin/users');
    expect(response.status).toBe(401);
    expect(response.json.error.code).toBe('verification_required');
  });
});
