import { asc, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { invoices } from '../../db/schema';

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
