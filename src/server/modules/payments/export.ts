import { asc, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { invoices, transferOrders } from '../../db/schema';

/** The provider's invoices and credit notes as issued, for their data export (art. 15 and 20). */
export async function exportInvoicesOf(db: TDbExecutor, userId: string) {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(asc(invoices.issuedAt));
  return rows.map((row) => ({
    number: row.number,
    kind: row.kind,
    issuedAt: row.issuedAt.toISOString(),
    seller: row.seller,
    buyer: row.buyer,
    lines: row.lines,
    totalExclCents: row.totalExclCents,
    vatCents: row.vatCents,
    totalInclCents: row.totalInclCents,
    vatExempt: row.vatExempt,
    method: row.method,
    paidAt: row.paidAt.toISOString(),
  }));
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The provider's orders to pay by transfer, paid or not, and the months they paid (ADR 0056). */
export async function exportTransferOrdersOf(db: TDbExecutor, userId: string) {
  const rows = await db
    .select()
    .from(transferOrders)
    .where(eq(transferOrders.userId, userId))
    .orderBy(asc(transferOrders.createdAt));
  return rows.map((row) => ({
    reference: row.reference,
    productType: row.productType,
    productId: row.productId,
    amountCents: row.amountCents,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    cancelledAt: iso(row.cancelledAt),
    periodStart: iso(row.periodStart),
    periodEnd: iso(row.periodEnd),
    remindedAt: iso(row.remindedAt),
    stopAtEndAt: iso(row.stopAtEndAt),
    periodOutcome: row.periodOutcome,
  }));
}
