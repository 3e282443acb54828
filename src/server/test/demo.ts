import { expect } from 'vitest';
import type { ApiClient } from './api-client';

/** 'Try demo' on this client: a sandbox of its own, signed in at once. */
export async function startDemo(api: ApiClient) {
  const response = await api.post('/api/auth/demo-sign-in');
  expect(response.status).toBe(200);
  return { api, state: response.json };
}

/** The spec's refusal of something the demo may not do (section 6). */
export const demoRestriction = (action: string) =>
  `Demo accounts cannot ${action}. Sign up for a full account to unlock all features.`;
