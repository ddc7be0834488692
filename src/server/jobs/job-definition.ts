import type { JobWithMetadata, QueuePolicy } from 'pg-boss';
import type { z } from 'zod';
import type { TConfig } from '../config';
import type { AppDeps } from '../deps';
import type { TJobsLog } from './run-job';

/**
 * A named background job. Its data is validated with `schema` before the handler runs; the
 * handler must be idempotent (pg-boss delivers at least once: a crash or an expired job runs it
 * again). A throwing handler is retried `retryLimit` times, then the job stays in pg-boss's
 * `failed` state, the failure is logged and a copy goes to the dead-letter queue, which records it
 * for the administrators (ADR 0053).
 */
export type TJobDefinition<N extends string = string, S extends z.ZodType = z.ZodType> = {
  name: N;
  schema: S;
  /**
   * `job` is pg-boss's, with its metadata (the dead-letter queue reads where a copy came from);
   * tests calling a handler directly leave it out. `log` is the workers' own, for what a handler
   * records without failing (a CalDAV server down is a status, not a retried job).
   */
  handler(deps: AppDeps, data: z.output<S>, job?: JobWithMetadata<unknown>, log?: TJobsLog): Promise<void>;
  /** Attempts after the first (pg-boss default 2). */
  retryLimit?: number;
  /** Seconds before the first retry. */
  retryDelay?: number;
  /** Doubles the delay at each retry (with jitter). */
  retryBackoff?: boolean;
  /** Seconds a backed-off delay never exceeds. */
  retryDelayMax?: number;
  /** Seconds a run may stay active before pg-boss takes it back and retries it (default 15 min). */
  expireInSeconds?: number;
  /**
   * The job's business key, for a queue whose policy works per key ('exclusive'…): every send of
   * this job takes it from the data, the producer's and an administrator's « Relancer » alike.
   */
  singletonKey?: (data: z.output<S>) => string;
  /**
   * Jobs a worker fetches at once and runs side by side, each completed or failed on its own
   * (pg-boss `perJobResults`): for a handler that mostly waits on another server (SMTP). 1 by
   * default: one job after the other.
   */
  batchSize?: number;
  /**
   * Workers are woken as soon as a job is queued (pg-boss LISTEN/NOTIFY, in the processes that
   * run workers) instead of at their next poll: for jobs someone is waiting for (an e-mail).
   */
  notify?: boolean;
  /** Queue policy, e.g. 'stately' for a job that must never run twice at once. */
  policy?: QueuePolicy;
  /** Recurring schedule (cron expression, evaluated in `cronTz`, Europe/Paris by default). */
  cron?: string;
  cronTz?: string;
  /**
   * Sub-minute ticks that cron cannot express: every node sends the job this often and at start;
   * the queue policy keeps the copies from piling up.
   */
  tickSeconds?: (config: TConfig) => number;
};

/** Keeps the literal name, so `jobs.send` is typed by the registry. */
export function defineJob<const N extends string, S extends z.ZodType>(
  definition: TJobDefinition<N, S>,
): TJobDefinition<N, S> {
  return definition;
}
