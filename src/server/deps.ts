import type { TConfig } from './config';
import type { Database } from './db/client';
import type { AppEvents } from './events';
import type { TJobs } from './jobs/start-jobs';
import type { Mailer } from './mail/types';

/** Everything a request handler may reach: built once in main.ts, or by a test. */
export type AppDeps = {
  config: TConfig;
  database: Database;
  mailer: Mailer;
  /** Token signing key (HS256). */
  jwtSecret: Uint8Array;
  /** Domain events (bookings…), relayed to sockets and jobs. */
  events: AppEvents;
  /** The job queue, once started (absent in tests that do not start it). */
  jobs?: TJobs;
  /** Injected so tests control time. */
  now: () => Date;
};
