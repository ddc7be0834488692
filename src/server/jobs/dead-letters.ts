import type { JobWithMetadata } from 'pg-boss';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { recordJobFailure } from '../modules/job-failures/api';
import { defineJob } from './job-definition';

/**
 * The one dead-letter queue of every queue (ADR 0053): pg-boss copies a job there when its last
 * attempt failed, with where it came from (`sourceName`, `sourceId`, `sourceRetryCount`,
 * `sourceOutput`).
 */
export const DEAD_LETTER_QUEUE = 'jobs.dead-letter';

/** The dead-letter queue of a queue: the shared one, except for itself (pg-boss refuses a loop). */
export const deadLetterOf = (name: string): string | undefined =>
  name === DEAD_LETTER_QUEUE ? undefined : DEAD_LETTER_QUEUE;

/** The failed attempt's error as one line of text: serialize-error's `{name, message}`, or the value thrown. */
export function errorTextOf(output: unknown): string {
  if (output !== null && typeof output === 'object') {
    const { name, message, value } = output as Record<string, unknown>;
    if (typeof message === 'string' && message !== '')
      return typeof name === 'string' && name !== 'Error' ? `${name}: ${message}` : message;
    if (value !== undefined) return typeof value === 'string' ? value : JSON.stringify(value);
  }
  return output === null || output === undefined ? 'Erreur sans message' : JSON.stringify(output);
}

/**
 * `jobs.dead-letter`: records the failure once (« Envois en échec ») and tells the administrators.
 * A copy without a source (sent by hand) has nothing to record. Its own failures are retried, then
 * stay in pg-boss's `failed` state and the log: it has no dead letter of its own.
 */
export const deadLetterJob = defineJob({
  name: DEAD_LETTER_QUEUE,
  schema: z.record(z.string(), z.unknown()),
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 600,
  async handler(deps: AppDeps, data: Record<string, unknown>, job?: JobWithMetadata<unknown>) {
    if (!job?.sourceName || !job.sourceId) return;
    await recordJobFailure(deps, {
      queue: job.sourceName,
      jobId: job.sourceId,
      data,
      error: errorTextOf(job.sourceOutput),
      attempts: (job.sourceRetryCount ?? 0) + 1,
      failedAt: job.createdOn,
    });
  },
});
