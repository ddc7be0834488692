import type { JobWithMetadata } from 'pg-boss';
import type { AppDeps } from '../deps';
import type { TJobDefinition } from './job-definition';
import { JOB_DEFINITIONS } from './registry';

export type TJobsLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export function findDefinition(name: string): TJobDefinition {
  const definition = JOB_DEFINITIONS.find((d) => d.name === name) as TJobDefinition | undefined;
  if (!definition) throw new Error(`unknown job ${name}`);
  return definition;
}

/**
 * Validates the data, runs the handler, and says so when the last attempt failed. The one path
 * for a job's handler: pg-boss's workers and the tests' inline runs (src/test/run-jobs.ts) go
 * through it.
 */
export async function runJob(
  deps: AppDeps,
  log: TJobsLog,
  definition: TJobDefinition,
  // Fetched with includeMetadata: the handler and the log read the retry limit and the source.
  job: JobWithMetadata<unknown>,
) {
  try {
    // pg-boss hands a cron run its schedule's data: null for one scheduled by an earlier release.
    await definition.handler(deps, definition.schema.parse(job.data ?? {}), job, log);
  } catch (err) {
    const final = job.retryCount >= job.retryLimit;
    const context = { job: definition.name, jobId: job.id, attempt: job.retryCount + 1, err };
    if (final) log.error(context, 'travail en échec définitif (état failed dans pg-boss)');
    else log.warn(context, 'travail en échec, nouvel essai programmé');
    throw err;
  }
}
