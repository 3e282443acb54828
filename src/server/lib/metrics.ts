import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { BackupSummary } from '../../shared/schemas/admin';
import type { DatabaseHandle } from '../db/client';

// What an operator's Prometheus reads from GET /api/metrics (decision record 043). One registry
// per app, not prom-client's global one, so tests can run several apps in one process.

export type Metrics = {
  registry: Registry;
  /** Counts one answered request; called once per request, after it is answered. */
  observe(c: Context, seconds: number): void;
};

/**
 * The route pattern that answered ('/api/tasks/:taskId', '/api/*' for a guard's refusal, '*'
 * for a page), never the path itself: labels stay few and carry no ids.
 */
function routeOf(c: Context): string {
  const routes = matchedRoutes(c);
  return routes[c.req.routeIndex]?.path ?? 'unmatched';
}

export function createMetrics(
  database: Pick<DatabaseHandle, 'poolStats'>,
  // What the gauges read, named here rather than imported: the features that provide them depend
  // on the app's dependencies, metrics among them, and a library depends on no feature.
  sources: {
    /** The live streams open in this process (features/plans/plan-readers.ts). */
    planReaders?: { streamCount(): number };
    /** The reminder emails waiting to be sent (features/reminders/reminder-queue.ts). */
    reminders?: { waitingCount(): Promise<number> };
    /** The last good backup, read at scrape time (features/backups/backup-summary.ts). */
    backups?: () => Promise<BackupSummary>;
  } = {},
): Metrics {
  const { planReaders, reminders, backups } = sources;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_errors_total',
    help: 'Requests answered with a 5xx status, by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const throttled = new Counter({
    name: 'http_throttled_requests_total',
    help: 'Requests refused with 429 (a rate limit), by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections: open (total), idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'live_event_streams',
    help: 'Open live-update streams (GET /api/plans/:planId/events) of this process',
    registers: [registry],
    collect() {
      this.set(planReaders?.streamCount() ?? 0);
    },
  });
  new Gauge({
    name: 'reminder_queue_waiting_jobs',
    help: 'Reminder and digest emails queued and not yet being sent (pg-boss, all instances)',
    registers: [registry],
    // Read at scrape time; a failed read leaves the gauge out rather than failing the scrape.
    async collect() {
      const waiting = await reminders?.waitingCount().catch(() => undefined);
      if (waiting !== undefined) this.set(waiting);
    },
  });

  // The last good backup (record 051), read from the database so every instance tells the same.
  const lastBackup = async () => backups?.().catch(() => undefined);
  new Gauge({
    name: 'backup_last_success_timestamp_seconds',
    help: 'When the last good (written and checked) backup finished, in Unix seconds; 0 if none',
    registers: [registry],
    async collect() {
      const summary = await lastBackup();
      if (!summary) return;
      const at = summary.lastGood ? Date.parse(summary.lastGood.finishedAt) / 1000 : 0;
      this.set(at);
    },
  });
  new Gauge({
    name: 'backup_last_success_bytes',
    help: 'The size of the last good backup file in bytes; 0 if none',
    registers: [registry],
    async collect() {
      const summary = await lastBackup();
      if (summary) this.set(summary.lastGood?.bytes ?? 0);
    },
  });
  new Gauge({
    name: 'backup_overdue',
    help: '1 when the last good backup is older than BACKUP_OVERDUE_HOURS, else 0',
    registers: [registry],
    async collect() {
      const summary = await lastBackup();
      if (summary) this.set(summary.overdue ? 1 : 0);
    },
  });

  return {
    registry,
    observe(c, seconds) {
      const route = routeOf(c);
      const status = c.res.status;
      requests.inc({ method: c.req.method, route, status: String(status) });
      duration.observe({ method: c.req.method, route }, seconds);
      if (status >= 500) errors.inc({ route });
      if (status === 429) throttled.inc({ route });
    },
  };
}
