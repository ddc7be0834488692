import { and, desc, eq, sql } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payments';
import type { TDbExecutor } from '../../db/executor';
import { payments } from '../../db/schema';
import { AppError } from '../../http/app-error';

/** A bank reference as banks print it with spaces or not, in any case: « vir 2026 119 » = « VIR2026119 ». */
export function referenceKey(reference: string): string {
  return reference.replace(/\s+/g, '').toUpperCase();
}

/**
 * Refuses a transfer whose reference is already recorded (issue 30: the same transfer recorded
 * twice made two permanent invoices). Two administrators recording it at once queue on a lock
 * taken on the reference itself, so the second one sees the first.
 */
export async function assertTransferReferenceFree(tx: TDbExecutor, reference: string): Promise<void> {
  const key = referenceKey(reference);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payments:transfer:${key}`}, 0))`);
  const [recorded] = await tx
    .select({ paidAt: payments.paidAt, createdAt: payments.createdAt })
    .from(payments)
    .where(
      and(
        eq(payments.method, 'transfer'),
        sql`upper(regexp_replace(${payments.reference}, '\\s+', '', 'g')) = ${key}`,
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (recorded) {
    throw new AppError(
      'CONFLICT',
      PAYMENT_MESSAGES.referenceRecorded(recorded.paidAt ?? recorded.createdAt),
      {
        field: 'reference',
      },
    );
  }
}
