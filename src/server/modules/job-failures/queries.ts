import { and, asc, count, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { TJobFailureStatus } from '../../../shared/schemas/job-failures';
import type { TDbExecutor } from '../../db/executor';
import { jobFailures, users } from '../../db/schema';

export type TJobFailureRow = typeof jobFailures.$inferSelect;
export type TJobFailureWithAuthor = TJobFailureRow & { resolvedByEmail: string | null };

const COLUMNS = {
  id: jobFailures.id,
  queue: jobFailures.queue,
  jobId: jobFailures.jobId,
  data: jobFailures.data,
  lastError: jobFailures.lastError,
  attempts: jobFailures.attempts,
  failedAt: jobFailures.failedAt,
  resolvedAt: jobFailures.resolvedAt,
  resolvedBy: jobFailures.resolvedBy,
  retriedJobId: jobFailures.retriedJobId,
  resolvedByEmail: users.email,
};

/** The failure of one job, once: null when the dead letter was already recorded (a redelivery). */
export async function insertFailure(
  tx: TDbExecutor,
  row: Omit<TJobFailureRow, 'id' | 'resolvedAt' | 'resolvedBy' | 'retriedJobId'>,
): Promise<TJobFailureRow | null> {
  const [inserted] = await tx.insert(jobFailures).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Whether another failure of this queue is still open (its administrators were told already). */
export async function hasOtherOpenFailure(
  tx: TDbExecutor,
  queue: string,
  exceptId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: jobFailures.id })
    .from(jobFailures)
    .where(and(eq(jobFailures.queue, queue), isNull(jobFailures.resolvedAt), ne(jobFailures.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

const statusCondition = (status: TJobFailureStatus | undefined) =>
  status === 'open'
    ? isNull(jobFailures.resolvedAt)
    : status === 'resolved'
      ? isNotNull(jobFailures.resolvedAt)
      : undefined;

/** A page of failures, open ones first then the newest, how many match, and how many are open. */
export async function listFailures(
  db: TDbExecutor,
  filter: { status?: TJobFailureStatus | undefined; page: number; pageSize: number },
): Promise<{ rows: TJobFailureWithAuthor[]; total: number; openCount: number }> {
  const where = statusCondition(filter.status);
  const rows = await db
    .select(COLUMNS)
    .from(jobFailures)
    .leftJoin(users, eq(users.id, jobFailures.resolvedBy))
    .where(where)
    .orderBy(
      asc(sql`${jobFailures.resolvedAt} IS NOT NULL`),
      desc(jobFailures.failedAt),
      desc(jobFailures.id),
    )
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(jobFailures).where(where);
  return { rows, total, openCount: await countOpen(db) };
}

export async function countOpen(db: TDbExecutor): Promise<number> {
  const [{ open } = { open: 0 }] = await db
    .select({ open: count() })
    .from(jobFailures)
    .where(isNull(jobFailures.resolvedAt));
  return open;
}

export async function findFailure(db: TDbExecutor, id: string): Promise<TJobFailureWithAuthor | undefined> {
  const [row] = await db
    .select(COLUMNS)
    .from(jobFailures)
    .leftJoin(users, eq(users.id, jobFailures.resolvedBy))
    .where(eq(jobFailures.id, id));
  return row;
}

/** The row, locked until the end of the caller's transaction. */
export async function lockFailure(tx: TDbExecutor, id: string): Promise<TJobFailureRow | undefined> {
  const [row] = await tx.select().from(jobFailures).where(eq(jobFailures.id, id)).for('update');
  return row;
}

/** Closes an open failure (retried when `retriedJobId` is set); false when it was closed already. */
export async function closeFailure(
  tx: TDbExecutor,
  id: string,
  by: { userId: string; at: Date; retriedJobId: string | null },
): Promise<boolean> {
  const closed = await tx
    .update(jobFailures)
    .set({ resolvedAt: by.at, resolvedBy: by.userId, retriedJobId: by.retriedJobId })
    .where(and(eq(jobFailures.id, id), isNull(jobFailures.resolvedAt)))
    .returning({ id: jobFailures.id });
  return closed.length > 0;
}
