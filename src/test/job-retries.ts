import { sql } from 'drizzle-orm';
import type { TJobName } from '../server/jobs/registry';
import type { TestApp } from './app';

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
