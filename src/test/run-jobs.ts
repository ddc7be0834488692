import type { AppDeps } from '../server/deps';
import { JOB_DEFINITIONS, type TJobName } from '../server/jobs/registry';
import { findDefinition, runJob, type TJobsLog } from '../server/jobs/run-job';

/** One job run inline: its queue, its id, and the error it threw, if any. */
export type TJobRun = { name: TJobName; id: string; error?: unknown };

const quietLog: TJobsLog = { info: () => {}, warn: () => {}, error: () => {} };

/** Beyond this many rounds the jobs are feeding each other: a test bug, not a queue to drain. */
const MAX_ROUNDS = 50;

/**
 * Runs every due job of `names` (all queues by default) through the workers' own path (fetch from
 * pg-boss, runJob, complete or fail), round after round, until those queues have nothing due. A
 * failed job goes back to pg-boss, which retries it after its delay (not due yet, so not run again
 * here unless its delay is 0). Tests see side effects without waiting for a polling worker.
 */
export async function runDueJobs(
  deps: AppDeps,
  names: readonly TJobName[] = JOB_DEFINITIONS.map((definition) => definition.name),
  log: TJobsLog = quietLog,
): Promise<TJobRun[]> {
  const { boss } = deps.jobs;
  const runs: TJobRun[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let ran = 0;
    for (const name of names) {
      const definition = findDefinition(name);
      const jobs = await boss.fetch(name, { batchSize: 50, includeMetadata: true });
      for (const job of jobs) {
        ran++;
        try {
          await runJob(deps, log, definition, job);
          await boss.complete(name, job.id);
          runs.push({ name, id: job.id });
        } catch (error) {
          await boss.fail(name, job.id, error as object);
          runs.push({ name, id: job.id, error });
        }
      }
    }
    if (ran === 0) return runs;
  }
  throw new Error(`jobs still due after ${MAX_ROUNDS} rounds: ${runs.map((run) => run.name).join(', ')}`);
}
