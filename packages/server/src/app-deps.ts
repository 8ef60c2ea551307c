import type { Config } from './config';
import type { Database } from './db/connect';
import type { LiveAvailability } from './features/settings/live-availability';
import type { Logger } from './logger';

/** What the app's features are built from. */
export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  /** The delivery worker: woken after a commit that queued mail or webhooks. */
  delivery: { wake(): void };
  /** The owner's availability as this instance serves it (its pages, the admin's Settings). */
  availability: LiveAvailability;
}
