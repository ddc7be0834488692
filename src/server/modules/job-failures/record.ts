import { and, eq, isNull } from 'drizzle-orm';
import { JOB_ERROR_MAX_LENGTH, JOB_FAILURE_MESSAGES, jobLabel } from '../../../shared/schemas/job-failures';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notifyUser, publishNotifications, type TQueuedNotice } from '../notifications/api';
import { hasOtherOpenFailure, insertFailure } from './queries';

/** A job that failed its last attempt, as the dead-letter queue hands it over. */
export type TDeadLetter = {
  queue: string;
  jobId: string;
  data: Record<string, unknown>;
  error: string;
  attempts: number;
  failedAt: Date;
};

const JOB_FAILURES_PATH = '/admin/job-failures';

/**
 * Records a dead letter once (a redelivery of the same job finds its row and does nothing) and
 * tells every administrator, in app and by push per their preferences — only when no other failure
 * of that queue is open, so that a recurring job failing every minute makes one notice, not one a
 * minute (ADR 0053).
 */
export async function recordJobFailure(deps: AppDeps, failure: TDeadLetter): Promise<void> {
  const now = deps.now();
  const notices = await deps.database.db.transaction(async (tx) => {
    const row = await insertFailure(tx, {
      queue: failure.queue,
      jobId: failure.jobId,
      data: failure.data,
      lastError: failure.error.slice(0, JOB_ERROR_MAX_LENGTH),
      attempts: failure.attempts,
      failedAt: failure.failedAt,
    });
    if (!row || (await hasOtherOpenFailure(tx, row.queue, row.id))) return [];
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
    const queued: TQueuedNotice[] = [];
    for (const admin of admins) {
      queued.push(
        await notifyUser(
          tx,
          deps.jobs,
          {
            userId: admin.id,
            type: 'job_failed',
            title: JOB_FAILURE_MESSAGES.noticeTitle,
            body: JOB_FAILURE_MESSAGES.noticeBody(jobLabel(row.queue), row.attempts),
            link: JOB_FAILURES_PATH,
          },
          now,
        ),
      );
    }
    return queued;
  });
  publishNotifications(deps, notices);
}
