import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A job that failed its last attempt (ADR 0053): pg-boss moved it to the dead-letter queue, whose
 * handler wrote this row once per job (`job_id` unique) and told the administrators. It stays open
 * until an administrator retries it (a new job, same data) or marks it as handled.
 */
export const jobFailures = pgTable(
  'job_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The job's name, which is its queue's (`stripe.refund`, `email.send`…). */
    queue: text('queue').notNull(),
    /** The pg-boss id of the job that failed (not of its dead-letter copy). */
    jobId: uuid('job_id').notNull().unique(),
    /** The job's data as sent: business ids only (every job schema holds ids, never a secret). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The last attempt's error message, cut to JOB_ERROR_MAX_LENGTH characters. */
    lastError: text('last_error').notNull(),
    /** Attempts made, the first one included. */
    attempts: integer('attempts').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
    /** Set when an administrator retried it or marked it as handled: it is no longer open. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    /** The job « Relancer » sent; null when it was marked as handled without a retry. */
    retriedJobId: uuid('retried_job_id'),
  },
  (t) => [
    // The admin home's count and the page's first rows read the open ones only.
    index('job_failures_open_idx').on(t.failedAt.desc()).where(sql`${t.resolvedAt} IS NULL`),
    index('job_failures_failed_at_idx').on(t.failedAt.desc()),
  ],
);
