import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { TASK_VIDEO_ORIGIN, VIDEO_EMBED_ORIGIN } from '../../shared/external-links';
import { type AppRoute, appRoutes, findRoute } from '../../shared/routes';
import type { AppEnv } from '../app-env';
import { THEME_SCRIPT_CSP_SOURCE } from './theme-script';

const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", THEME_SCRIPT_CSP_SOURCE],
  // Radix and sonner insert <style> elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The welcome video's player and the premium task videos (src/shared/external-links.ts).
  frameSrc: [VIDEO_EMBED_ORIGIN],
  mediaSrc: ["'self'", TASK_VIDEO_ORIGIN],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

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
 * the API and the signed-in pages included, gets the strict one (record 041).
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  const strict = secureHeaders({ contentSecurityPolicy });
  const perPage = new Map<string, MiddlewareHandler>();
  for (const route of appRoutes as readonly AppRoute[]) {
    if (route.outsideOrigins) {
      const policy = withOutsideOrigins(route.outsideOrigins);
      perPage.set(route.path, secureHeaders({ contentSecurityPolicy: policy }));
    }
  }
  return (c, next) => {
    const page = c.req.method === 'GET' ? findRoute(c.req.path)?.path : undefined;
    return ((page && perPage.get(page)) || strict)(c, next);
  };
}
