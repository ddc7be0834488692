import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { BILLING_TIME_ZONE } from '../../../shared/pricing';
import type { TInvoiceKind } from '../../../shared/schemas/payments';
import type { TDbExecutor } from '../../db/executor';
import { invoiceCounters } from '../../db/schema';

const PREFIX: Record<TInvoiceKind, string> = { invoice: 'F', credit_note: 'A' };

/**
 * The next number of a document kind for the year of `at` in Paris (« F-2026-000001 »). The
 * counter row is updated in the caller's transaction: it stays locked until the document
 * commits, so concurrent issuers — on any node — wait their turn, and a rollback gives the number
 * back. No gap, no repeat (ADR 0037). Call it last in the transaction: the lock is then short.
 */
export async function nextDocumentNumber(tx: TDbExecutor, kind: TInvoiceKind, at: Date): Promise<string> {
  const year = DateTime.fromJSDate(at, { zone: BILLING_TIME_ZONE }).year;
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.kind, invoiceCounters.year],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error('invoice counter returned nothing');
  return `${PREFIX[kind]}-${year}-${String(row.last).padStart(6, '0')}`;
}
