import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { type Access, declaredAccess } from '../auth/access';

/** One API route as the app registered it (`GET /api/tasks/:taskId`), with the access it declares. */
export type ApiRoute = { method: string; path: string; access: Access };

/**
 * Every API route the app has, read from the app itself, so a route added later is covered by
 * every test that walks them (access rules, headers, fuzzing) without being listed anywhere.
 * Middleware (`ALL`) and the catch-all 404 are left out; a route is listed once.
 */
export function apiRoutes(app: Pick<Hono, 'routes' | 'router'>, prefix = '/api/'): ApiRoute[] {
  const seen = new Set<string>();
  const routes: ApiRoute[] = [];
  for (const { method, path } of app.routes) {
    if (!path.startsWith(prefix) || method === 'ALL' || path.includes('*')) continue;
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method, path, access: accessOf(app, method, path) });
  }
  return routes;
}

/**
 * What a route declares (auth/access.ts), read as the guard reads it: from every handler the app
 * matches for a request to it, its prefix's steps included.
 */
function accessOf(app: Pick<Hono, 'router'>, method: string, path: string): Access {
  const [matched] = app.router.match(method, fillPath(path)) as unknown as [
    [[unknown, { handler: unknown }], unknown][],
  ];
  return declaredAccess(matched.map(([[, route]]) => route));
}

/** The route's path with each `:param` filled, by `fill` or with a fresh UUID (found nowhere). */
export function fillPath(
  path: string,
  fill: (param: string) => string | undefined = () => undefined,
): string {
  return path.replace(/:([^/]+)/g, (_match, param: string) => fill(param) ?? randomUUID());
}
