import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { Clock } from './lib/clock';
import type { Logger } from './lib/logger';

/** What the app and its services are built from; tests pass real ones on a throwaway database. */
export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  clock: Clock;
  /** The built client: its folder (for assets) and its index.html (the page template). */
  client?: { dir: string; template: string };
};
