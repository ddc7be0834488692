import { sql } from 'drizzle-orm';
import { DEAD_LETTER_QUEUE } from '../server/jobs/dead-letters';
import type { TJobName } from '../server/jobs/registry';
import type { TestApp } from './app';
import type { TJobRun } from './run-jobs';

/** Beyond this many retries made due, a job is failing forever: a test bug. */
const MAX_RETRY_ROUNDS = 30;

/**
 * The jobs waiting for their next attempt (pg-boss's `retry` state, `start_after` ahead): how
 * many seconds each still has to wait, soonest first.
 */
export async function retryDelays(t: TestApp, name: TJobName): Promise<number[]> {
  const { rows } = await t.deps.database.db.execute<{ wait: number }>(
    sql`SELECT extract(epoch FROM start_after - now())::float8 AS wait FROM pgboss.job
        WHERE name = ${name} AND state = 'retry' ORDER BY start_after`,
  );
  return rows.map((row) => Number(row.wait));
}

/** pg-boss's backoff without the wait: every job waiting for its retry is due now. */
export async function makeRetriesDue(t: TestApp): Promise<void> {
  await t.deps.database.db.execute(
    sql`UPDATE pgboss.job SET start_after = now() WHERE state = 'retry' AND start_after > now()`,
  );
}

/**
 * Runs the jobs of `names` and their retries, each made due at once, until none is left to run
 * or to retry; the dead letters of those that failed every attempt are recorded on the way. The
 * schedule itself is pg-boss's: retryDelays() reads it before it is skipped.
 */
export async function runThroughRetries(t: TestApp, names: readonly TJobName[]): Promise<TJobRun[]> {
  const runs: TJobRun[] = [];
  for (let round = 0; round < MAX_RETRY_ROUNDS; round++) {
    runs.push(...(await t.runJobs([...names, DEAD_LETTER_QUEUE])));
    const waiting = (await Promise.all(names.map((name) => retryDelays(t, name)))).flat();
    if (waiting.length === 0) return runs;
    await makeRetriesDue(t);
  }
  throw new Error(`${names.join(', ')} still retrying after ${MAX_RETRY_ROUNDS} rounds`);
}
