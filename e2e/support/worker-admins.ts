import { type APIRequestContext, expect, request } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from './ports';
import { JOURNEY_PASSWORD, signedInAdmin, verifiedAccount } from './sign-in';

// Journeys run in parallel, and an emailed code is found by counting the codes sent to an
// address: two workers signing in as one administrator at once could take each other's code.
// So each worker has an administrator of its own, made before the journeys by the one the
// server starts with (ADMIN_EMAIL), and the journeys sign in as their worker's.

/** The administrator of the worker with this parallel index (0 up to the run's workers). */
export function workerAdmin(parallelIndex: number) {
  return { email: `admin-${parallelIndex}@e2e.test`, password: JOURNEY_PASSWORD };
}

async function promote(system: APIRequestContext, parallelIndex: number) {
  const context = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    await verifiedAccount(context, workerAdmin(parallelIndex).email);
    const { user } = (await (await context.get('/api/auth/session')).json()) as {
      user: { id: string };
    };
    const promoted = await system.put(`/api/admin/users/${user.id}/admin`, {
      data: { isAdmin: true },
    });
    expect(promoted.status(), await promoted.text()).toBe(200);
  } finally {
    await context.dispose();
  }
}

/** Playwright's global setup (its file's default export): runs once the server answers. */
export default async function makeWorkerAdmins(config: { workers: number }) {
  const system = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    await signedInAdmin(system, E2E_ADMIN);
    for (let index = 0; index < config.workers; index += 1) await promote(system, index);
  } finally {
    await system.dispose();
  }
}
