import { aliasedTable, and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { BILLING_TIME_ZONE } from '../../../shared/pricing';
import {
  INVOICES_PAGE_SIZE,
  type TAdminInvoicesQuery,
  type TInvoice,
  type TPaymentStatus,
} from '../../../shared/schemas/payments';
import type { TDbExecutor } from '../../db/executor';
import { invoices, payments, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { renderInvoicePdf, type TInvoiceRow } from './invoice-pdf';
import { invoiceFilename } from './issue';

const credited = aliasedTable(invoices, 'credited');

/** What a list shows of a document beside its row. */
type TListed = { status: TPaymentStatus | null; creditedNumber: string | null; customerName: string };

export function toInvoiceDto(row: TInvoiceRow, listed: TListed): TInvoice {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    issuedAt: row.issuedAt.toISOString(),
    productType: row.productType,
    label: row.lines[0]?.label ?? '',
    totalExclCents: row.totalExclCents,
    vatCents: row.vatCents,
    totalInclCents: row.totalInclCents,
    vatRate: row.vatRateBp / 100,
    method: row.method,
    status: row.kind === 'invoice' ? listed.status : null,
    creditedInvoiceNumber: listed.creditedNumber,
    customer: { id: row.userId, name: listed.customerName },
  };
}

/** Documents with what their lists show: the payment's state, the credited invoice, the customer. */
function selectDocuments(db: TDbExecutor) {
  return db
    .select({
      row: invoices,
      status: payments.status,
      creditedNumber: credited.number,
      customerName: users.name,
    })
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .leftJoin(credited, eq(credited.id, invoices.creditedInvoiceId));
}

type TSelected = {
  row: TInvoiceRow;
  status: (typeof payments.$inferSelect)['status'];
  creditedNumber: string | null;
  customerName: string;
};

const toDto = (r: TSelected) =>
  toInvoiceDto(r.row, {
    status: r.status === 'pending' ? null : r.status,
    creditedNumber: r.creditedNumber,
    customerName: r.row.buyer.name || r.customerName,
  });

/** One document by id, for its owner (userId) or the team. */
export async function findDocument(
  db: TDbExecutor,
  where: { id: string; userId?: string },
): Promise<{ row: TInvoiceRow; creditedNumber: string | null; customerName: string } | undefined> {
  if (!isUuid(where.id)) return undefined;
  const rows: TSelected[] = await selectDocuments(db).where(
    and(eq(invoices.id, where.id), where.userId ? eq(invoices.userId, where.userId) : undefined),
  );
  const found = rows[0];
  if (!found) return undefined;
  return { row: found.row, creditedNumber: found.creditedNumber, customerName: found.customerName };
}

/** The PDF of a document: 404 when it is not there (or, for a provider, not theirs). */
export async function documentPdf(db: TDbExecutor, where: { id: string; userId?: string }) {
  const found = await findDocument(db, where);
  if (!found) throw new AppError('NOT_FOUND', 'Facture introuvable');
  return {
    filename: invoiceFilename(found.row),
    pdf: await renderInvoicePdf(found.row, found.creditedNumber),
  };
}

async function page(db: TDbExecutor, where: SQL | undefined, pageNumber: number) {
  const limit = INVOICES_PAGE_SIZE;
  const [rows, [counted]] = await Promise.all([
    selectDocuments(db)
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.number))
      .limit(limit)
      .offset((pageNumber - 1) * limit),
    db
      .select({ total: count() })
      .from(invoices)
      .innerJoin(payments, eq(payments.id, invoices.paymentId))
      .where(where),
  ]);
  return { invoices: rows.map(toDto), page: pageNumber, pageSize: limit, total: counted?.total ?? 0 };
}

/** GET /api/billing/invoices: the provider's own invoices and credit notes, newest first. */
export function listOwnDocuments(db: TDbExecutor, userId: string, pageNumber: number) {
  return page(db, eq(invoices.userId, userId), pageNumber);
}

/** First instant of a month « 2026-11 » in Paris, or of the month after. */
export function monthBound(month: string, which: 'start' | 'end'): Date {
  const start = DateTime.fromFormat(month, 'yyyy-MM', { zone: BILLING_TIME_ZONE }).startOf('month');
  return (which === 'start' ? start : start.plus({ months: 1 })).toJSDate();
}

/** GET /api/admin/invoices: every document, by month range, customer, kind and payment state. */
export function listDocuments(db: TDbExecutor, query: TAdminInvoicesQuery) {
  return page(
    db,
    and(
      query.from ? gte(invoices.issuedAt, monthBound(query.from, 'start')) : undefined,
      query.to ? lt(invoices.issuedAt, monthBound(query.to, 'end')) : undefined,
      query.userId ? eq(invoices.userId, query.userId) : undefined,
      query.kind ? eq(invoices.kind, query.kind) : undefined,
      query.status ? and(eq(invoices.kind, 'invoice'), eq(payments.status, query.status)) : undefined,
    ),
    Number(query.page ?? 1),
  );
}
