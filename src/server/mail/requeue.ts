import { and, eq, inArray, lt, or } from 'drizzle-orm';
import { outboxEmails } from '../db/schema';
import type { AppDeps } from '../deps';
import { MAX_ATTEMPTS } from './types';

/**
 * A boot step (ADR 0048): the rows still on their way — queued, failed with attempts left, or left
 * 'sending' — get an `email.send` job. Rows an earlier release queued (its own loop, no job) are
 * then sent; a row that has its job already is skipped by the queue, exclusive per row. Returns
 * how many rows got a job.
 */
export async function requeueUnsentEmails(deps: AppDeps): Promise<number> {
  const rows = await deps.database.db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      or(
        inArray(outboxEmails.status, ['queued', 'sending']),
        and(eq(outboxEmails.status, 'failed'), lt(outboxEmails.attempts, MAX_ATTEMPTS)),
      ),
    );
  if (rows.length === 0) return 0;
  const jobs = rows.map(({ id }) => ({ data: { emailId: id } }));
  return (await deps.jobs.sendMany('email.send', jobs)).length;
}
