import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';

export function healthRoutes(deps: AppDeps) {
  return new Hono().get('/', async (c) => {
    const database = await deps.database.db
      .execute(sql`select 1`)
      .then(() => 'up' as const)
      .catch((error: unknown) => {
        deps.logger.error({ err: error }, 'health check: database did not answer');
        return 'down' as const;
      });
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        status: database === 'up' ? 'ok' : 'unavailable',
        database,
        databaseKind: deps.database.kind,
      },
      database === 'up' ? 200 : 503,
    );
  });
}
