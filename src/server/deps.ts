import type { TConfig } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/types';

/** Everything a request handler may reach: built once in main.ts, or by a test. */
export type AppDeps = {
  config: TConfig;
  database: Database;
  mailer: Mailer;
  /** Token signing key (HS256). */
  jwtSecret: Uint8Array;
  /** Injected so tests control time. */
  now: () => Date;
};
