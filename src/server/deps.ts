import type { TConfig } from './config';
import type { Database } from './db/client';
import { getOrCreateSecret } from './db/secrets';
import { AppEvents } from './events';
import type { TJobs } from './jobs/start-jobs';
import { createMailer, type MailerLog } from './mail/mailer';
import type { Mailer } from './mail/types';
import { listenToTestClock } from './process/test-clock';

/** Everything a request handler may reach: built once in main.ts, or by a test. */
export type AppDeps = {
  config: TConfig;
  database: Database;
  mailer: Mailer;
  /** Token signing key (HS256). */
  jwtSecret: Uint8Array;
  /** Domain events (bookings…), relayed to sockets and jobs. */
  events: AppEvents;
  /** The job queue: every process and test app opens it (it sends; workers run apart, ADR 0048). */
  jobs: TJobs;
  /** Injected so tests control time. */
  now: () => Date;
};

/**
 * The dependencies of a running process (web server or worker) once its database is migrated and
 * its job queue open: the token key (JWT_SECRET, else the one generated once and kept in the
 * database), the outbox mailer, a new event bus and the real clock (with TEST_CLOCK, one the
 * parent process moves forward).
 */
export async function createProcessDeps(
  config: TConfig,
  database: Database,
  jobs: TJobs,
  log: MailerLog,
): Promise<AppDeps> {
  const jwtSecret = new TextEncoder().encode(
    config.JWT_SECRET ?? (await getOrCreateSecret(database.db, 'jwt')),
  );
  // One clock for the business code and its jobs (reminders, blog publication): a test may move it.
  const now = config.TEST_CLOCK ? listenToTestClock() : () => new Date();
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log,
    logBodies: config.LOG_EMAIL_BODIES,
  });
  return { config, database, mailer, jwtSecret, events: new AppEvents(), jobs, now };
}
