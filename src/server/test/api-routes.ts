import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';

/** One API route as the app registered it: `GET /api/tasks/:taskId`. */
export type ApiRoute = { method: string; path: string };

/**
 * Every API route the app has, read from the app itself, so a route added later is covered by
 * every test that walks them (access rules, headers, fuzzing) without being listed anywhere.
 * Middleware (`ALL`) and the catch-all 404 are left out; a route is listed once.
 */
export function apiRoutes(app: Pick<Hono, 'routes'>, prefix = '/api/'): ApiRoute[] {
  const seen = new Set<string>();
  const routes: ApiRoute[] = [];
  for (const { method, path } of app.routes) {
    if (!path.startsWith(prefix) || method === 'ALL' || path.includes('*')) continue;
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method, path });
  }
  return routes;
}

/** The route's path with each `:param` filled, by `fill` or with a fresh UUID (found nowhere). */
export function fillPath(
  path: string,
  fill: (param: string) => string | undefined = () => undefined,
): string {
  return path.replace(/:([^/]+)/g, (_match, param: string) => fill(param) ?? randomUUID());
}
