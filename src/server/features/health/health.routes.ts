import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { access } from '../../auth/access';
import { notFound, unauthorized } from '../../lib/app-error';
import type { Metrics } from '../../lib/metrics';
import type { BaseDeps } from '../../service-deps';
import type { BackupSchedule } from '../backups';

// What an operator's probes and Prometheus read (decision record 043). None of it needs a
// session; the metrics need the operator's token instead.

/** How long readiness waits for the database before it says "not ready". */
const READY_TIMEOUT_MS = 2_000;

/** What health and metrics read: the base, the backup schedule's summary and the figures. */
type HealthDeps = BaseDeps & { backups: Pick<BackupSchedule, 'summary'>; metrics: Metrics };

async function databaseAnswers(deps: HealthDeps): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const check = deps.database.db
    .execute(sql`select 1`)
    .then(() => true)
    .catch((error: unknown) => {
      // Its code only: the message of a failed connection can name the database's address.
      deps.logger.warn({ code: (error as { code?: string }).code }, 'database did not answer');
      return false;
    });
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The last good backup's time and whether it is too old (record 051). It never makes a server
 * unready: a load balancer must not take traffic away because of a backup, so it is reported.
 */
async function backupState(deps: HealthDeps) {
  const summary = await deps.backups.summary().catch(() => undefined);
  if (!summary) return { status: 'unknown' as const };
  const status = summary.overdue ? 'overdue' : summary.lastGood ? 'ok' : 'none';
  return { status, lastGoodAt: summary.lastGood?.finishedAt ?? null };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function healthRoutes(deps: HealthDeps) {
  const ready = async () => {
    const up = await databaseAnswers(deps);
    return {
      status: up ? 200 : 503,
      body: {
        database: up ? 'up' : 'down',
        databaseKind: deps.database.kind,
        ...(up ? { backup: await backupState(deps) } : {}),
      },
    } as const;
  };
  return (
    new Hono()
      // The first health check, kept for the load balancers that already call it: readiness.
      .get('/', access.public, async (c) => {
        const { status, body } = await ready();
        return c.json({ status: status === 200 ? 'ok' : 'unavailable', ...body }, status);
      })
      // Liveness: the process answers. Never asks the database, so an outage does not get a
      // healthy server restarted.
      .get('/live', access.public, (c) => c.json({ status: 'ok' }))
      // Readiness: send this server traffic only while its database answers. The server starts
      // listening after its migrations have run, so a migrating server is not ready either.
      .get('/ready', access.public, async (c) => {
        const { status, body } = await ready();
        return c.json({ status: status === 200 ? 'ready' : 'not_ready', ...body }, status);
      })
  );
}

/** GET /api/metrics: Prometheus text for the holder of METRICS_TOKEN; 404 when none is set. */
export function metricsRoutes(deps: HealthDeps) {
  // Public to the guard: the operator's token is checked here.
  return new Hono().get('/', access.public, async (c) => {
    const token = deps.config.metricsToken;
    if (!token) throw notFound();
    const given = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw unauthorized('The metrics need the operator token.');
    }
    const { registry } = deps.metrics;
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType });
  });
}
