import { createApp } from '../app';
import type { AppDeps } from '../app-deps';
import { type Config, loadConfig } from '../config';
import type { Clock } from '../lib/clock';
import { createLogger } from '../lib/logger';
import { createTestDatabase } from './test-database';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private current: number;
  constructor(start = Date.parse('2026-01-15T09:00:00Z')) {
    this.current = start;
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a fresh real database, with a controllable clock and silent logs. */
export async function createTestApp(
  options: { env?: Record<string, string>; client?: AppDeps['client'] } = {},
) {
  const config: Config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const database = await createTestDatabase();
  const clock = new TestClock();
  const logger = createLogger(config);
  const deps: AppDeps = { config, database, logger, clock, client: options.client };
  const app = createApp(deps);
  return { app, deps, database, clock, close: () => database.close() };
}
