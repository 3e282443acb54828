import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { BaseDeps } from '../../service-deps';

/** Passkeys (WebAuthn): adding, listing, naming, removing, signing in. Issue 57: to be built. */
export function passkeyRoutes(_deps: BaseDeps) {
  return new Hono<AppEnv>();
}
