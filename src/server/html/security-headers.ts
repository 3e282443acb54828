import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppRoute } from '../../shared/app-route';
import { appRoutes, findRoute } from '../../shared/routes';
import type { AppEnv } from '../app-env';
import { contentSecurityPolicy, filePolicy } from './content-security-policy';

// Nothing on the site uses these: a script slipped in (or an outside one) gets no camera,
// microphone or location prompt to show a tired caregiver.
const permissionsPolicy = { camera: false, microphone: false, geolocation: false } as const;
// No page is ever framed, by another site or our own: the CSP says frame-ancestors 'none', and
// the older header says the same (DENY, not SAMEORIGIN) for browsers that only read it.
const everywhere = { permissionsPolicy, xFrameOptions: 'DENY', overwrite: false } as const;

function withOutsideOrigins(origins: NonNullable<AppRoute['outsideOrigins']>) {
  return {
    ...contentSecurityPolicy,
    scriptSrc: [...contentSecurityPolicy.scriptSrc, ...(origins.scriptSrc ?? [])],
    frameSrc: [...contentSecurityPolicy.frameSrc, ...(origins.frameSrc ?? [])],
  };
}

/**
 * Security headers with the Content-Security-Policy. A page that loads outside scripts (the
 * route table's outsideOrigins) gets a policy that allows those origins; every other answer,
 * the API and the signed-in pages included, gets the strict one (record 041); a built file under
 * /assets, one that lets it run nothing (filePolicy). A page that
 * carries the admins' custom code sets its own policy, which these leave in place (record 038).
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  const strict = secureHeaders({ contentSecurityPolicy, ...everywhere });
  const file = secureHeaders({ contentSecurityPolicy: filePolicy, ...everywhere });
  const perPage = new Map<string, MiddlewareHandler>();
  for (const route of appRoutes as readonly AppRoute[]) {
    if (route.outsideOrigins) {
      const policy = withOutsideOrigins(route.outsideOrigins);
      perPage.set(route.path, secureHeaders({ contentSecurityPolicy: policy, ...everywhere }));
    }
  }
  return (c, next) => {
    if (c.req.path.startsWith('/assets/')) return file(c, next);
    const page = c.req.method === 'GET' ? findRoute(c.req.path)?.path : undefined;
    return ((page && perPage.get(page)) || strict)(c, next);
  };
}
