import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { BaseDeps } from '../../service-deps';

/** An authenticator app (TOTP) and recovery codes. Issue 57: to be built. */
export function authenticatorAppRoutes(_deps: BaseDeps) {
  return new Hono<AppEnv>();
}
