import { toast } from 'sonner';
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

/**
 * For a test file whose screens talk to the API: each test starts with no toast (Sonner keeps
 * them between renders) and a spy on fetch, to be given the answer the test needs.
 */
export function spyOnApi(): () => MockInstance<typeof fetch> {
  let spy: MockInstance<typeof fetch> | undefined;
  beforeEach(() => {
    toast.dismiss();
    spy = vi.spyOn(globalThis, 'fetch');
  });
  afterEach(() => spy?.mockRestore());
  return () => {
    if (!spy) throw new Error('spyOnApi: read the spy inside a test');
    return spy;
  };
}

/** An answer of the API: JSON with its status, as the server sends it. */
export const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
