import { z } from 'zod';
import {
  JOB_FAILURE_MESSAGES,
  jobLabel,
  type TJobFailure,
  type TJobFailureList,
  type TJobFailureStatus,
} from '../../../shared/schemas/job-failures';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { JOB_DEFINITIONS, type TJobName } from '../../jobs/registry';
import { recordAudit, type TAuditActor } from '../audit/api';
import { closeFailure, findFailure, listFailures, lockFailure, type TJobFailureWithAuthor } from './queries';

type TActor = NonNullable<TAuditActor>;

const notFound = () => new AppError('NOT_FOUND', JOB_FAILURE_MESSAGES.notFound);

function toDto(row: TJobFailureWithAuthor): TJobFailure {
  return {
    id: row.id,
    queue: row.queue,
    label: jobLabel(row.queue),
    jobId: row.jobId,
    data: row.data,
    lastError: row.lastError,
    attempts: row.attempts,
    failedAt: row.failedAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy:
      row.resolvedBy && row.resolvedByEmail ? { id: row.resolvedBy, email: row.resolvedByEmail } : null,
    retriedJobId: row.retriedJobId,
  };
}

async function loadFailure(deps: AppDeps, id: string): Promise<TJobFailure> {
  const row = await findFailure(deps.database.db, id);
  if (!row) throw notFound();
  return toDto(row);
}

const isJobName = (name: string): name is TJobName => JOB_DEFINITIONS.some((d) => d.name === name);

/** GET /api/admin/job-failures: open ones first, then the newest. */
export async function jobFailurePage(
  deps: AppDeps,
  query: { status?: TJobFailureStatus | undefined; page: number; pageSize: number },
): Promise<Omit<TJobFailureList, 'success'>> {
  const { rows, total, openCount } = await listFailures(deps.database.db, query);
  return { failures: rows.map(toDto), total, openCount, page: query.page, pageSize: query.pageSize };
}

/**
 * POST /api/admin/job-failures/{id}/retry: the same job again — same name, same data, so the same
 * business key and the same idempotency key at Stripe — sent in the transaction that closes the
 * failure and writes the audit entry. Two administrators clicking at once: the second gets 409.
 */
export async function retryJobFailure(deps: AppDeps, actor: TActor, id: string): Promise<TJobFailure> {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const row = await lockFailure(tx, id);
    if (!row) throw notFound();
    if (row.resolvedAt) throw new AppError('CONFLICT', JOB_FAILURE_MESSAGES.alreadyResolved);
    if (!isJobName(row.queue)) throw new AppError('CONFLICT', JOB_FAILURE_MESSAGES.unknownJob);
    let jobId: string | null;
    try {
      jobId = await deps.jobs.send(row.queue, row.data as never, { tx });
    } catch (error) {
      // The job's schema changed since it failed: its data cannot be sent again as it is.
      if (error instanceof z.ZodError) throw new AppError('CONFLICT', JOB_FAILURE_MESSAGES.unknownJob);
      throw error;
    }
    await closeFailure(tx, id, { userId: actor.id, at: now, retriedJobId: jobId });
    await recordAudit(tx, {
      actor,
      action: 'job_failure.retry',
      target: { type: 'job_failure', id, label: jobLabel(row.queue) },
      changes: { retriedJobId: { after: jobId } },
      at: now,
    });
  });
  return loadFailure(deps, id);
}

/** POST /api/admin/job-failures/{id}/resolve: handled by hand (at Stripe's dashboard…), closed without a retry. */
export async function resolveJobFailure(deps: AppDeps, actor: TActor, id: string): Promise<TJobFailure> {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const row = await lockFailure(tx, id);
    if (!row) throw notFound();
    if (!(await closeFailure(tx, id, { userId: actor.id, at: now, retriedJobId: null })))
      throw new AppError('CONFLICT', JOB_FAILURE_MESSAGES.alreadyResolved);
    await recordAudit(tx, {
      actor,
      action: 'job_failure.resolve',
      target: { type: 'job_failure', id, label: jobLabel(row.queue) },
      changes: { resolvedAt: { after: now.toISOString() } },
      at: now,
    });
  });
  return loadFailure(deps, id);
}
