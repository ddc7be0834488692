import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { BILLING_TIME_ZONE, DIGITAL_VAT_RATE, planById, type TPlanId } from '../../../shared/pricing';
import {
  INVOICE_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PRODUCT_TYPES,
  type TComptaMonth,
  type TComptaQuery,
  type TComptaResponse,
} from '../../../shared/schemas/payments';
import type { TDbExecutor } from '../../db/executor';
import { invoices, stripeSubscriptions } from '../../db/schema';
import { monthBound } from './documents';
import { splitVat } from './products';
import { paidTransferPeriodsAt } from './transfer-order-queries';

/** The month range asked, both ends included; by default the last 12 months, this one included. */
export function monthRange(query: TComptaQuery, now: Date): { from: string; to: string } {
  const current = DateTime.fromJSDate(now, { zone: BILLING_TIME_ZONE }).startOf('month');
  const to = query.to ?? current.toFormat('yyyy-MM');
  const from = query.from ?? DateTime.fromFormat(to, 'yyyy-MM').minus({ months: 11 }).toFormat('yyyy-MM');
  return { from, to };
}

function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let m = DateTime.fromFormat(from, 'yyyy-MM'); m.toFormat('yyyy-MM') <= to; m = m.plus({ months: 1 }))
    months.push(m.toFormat('yyyy-MM'));
  return months;
}

/** The documents of a range, oldest first. */
function documentsBetween(db: TDbExecutor, range: { from: string; to: string }) {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        gte(invoices.issuedAt, monthBound(range.from, 'start')),
        lt(invoices.issuedAt, monthBound(range.to, 'end')),
      ),
    )
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
}

const monthOf = (at: Date) => DateTime.fromJSDate(at, { zone: BILLING_TIME_ZONE }).toFormat('yyyy-MM');

function emptyMonth(month: string): TComptaMonth {
  const zero = { exclCents: 0, vatCents: 0, inclCents: 0, refundsInclCents: 0 };
  return {
    month,
    exclCents: 0,
    vatCents: 0,
    inclCents: 0,
    refundsInclCents: 0,
    netInclCents: 0,
    netExclCents: 0,
    invoices: 0,
    creditNotes: 0,
    byType: Object.fromEntries(PRODUCT_TYPES.map((t) => [t, { ...zero }])) as TComptaMonth['byType'],
  };
}

/** Adds a document: an invoice to the sales, a credit note (negative) to the refunds; net both ways. */
function add(month: TComptaMonth, doc: typeof invoices.$inferSelect): void {
  const type = month.byType[doc.productType];
  if (doc.kind === 'invoice') {
    month.invoices += 1;
    month.exclCents += doc.totalExclCents;
    month.vatCents += doc.vatCents;
    month.inclCents += doc.totalInclCents;
    type.exclCents += doc.totalExclCents;
    type.vatCents += doc.vatCents;
    type.inclCents += doc.totalInclCents;
  } else {
    month.creditNotes += 1;
    month.refundsInclCents -= doc.totalInclCents;
    type.refundsInclCents -= doc.totalInclCents;
  }
  month.netInclCents += doc.totalInclCents;
  month.netExclCents += doc.totalExclCents;
}

/** GET /api/admin/compta: revenue by month and product type, active subscriptions and MRR. */
export async function comptaSummary(
  db: TDbExecutor,
  query: TComptaQuery,
  now: Date,
): Promise<Omit<TComptaResponse, 'success'>> {
  const range = monthRange(query, now);
  const months = new Map(monthsBetween(range.from, range.to).map((m) => [m, emptyMonth(m)]));
  const totals = emptyMonth(`${range.from}/${range.to}`);
  for (const doc of await documentsBetween(db, range)) {
    const month = months.get(monthOf(doc.issuedAt));
    if (month) add(month, doc);
    add(totals, doc);
  }
  // Only paid months count (ADR 0056): a card subscription Stripe renews, or a month paid by
  // transfer that is running now. A pack the team gave, or a transfer month that ended unpaid, is not revenue.
  const cards = await db
    .select({ userId: stripeSubscriptions.userId, packId: stripeSubscriptions.packId })
    .from(stripeSubscriptions)
    .where(eq(stripeSubscriptions.status, 'active'));
  const packOf = new Map<string, TPlanId>();
  for (const t of await paidTransferPeriodsAt(db, now)) packOf.set(t.userId, t.packId as TPlanId);
  for (const c of cards) packOf.set(c.userId, c.packId as TPlanId);
  const monthly = [...packOf.values()];
  return {
    ...range,
    months: [...months.values()],
    totals,
    activeSubscriptions: monthly.length,
    mrrExclCents: monthly.reduce(
      (sum, packId) => sum + splitVat(planById(packId).priceCents, DIGITAL_VAT_RATE * 100, false).exclCents,
      0,
    ),
    cardSubscriptions: cards.length,
  };
}

/** A CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** « 12,49 » — French decimals, no currency sign (a number for the spreadsheet). */
const amount = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/**
 * GET /api/admin/compta/export.csv: the sales journal for an accountant, one line per invoice or
 * credit note, `;`-separated with French decimals, UTF-8 with a BOM so Excel reads the accents.
 */
export async function journalCsv(db: TDbExecutor, query: TComptaQuery, now: Date) {
  const range = monthRange(query, now);
  const header = [
    'Date',
    'Numéro',
    'Pièce',
    'Client',
    'Désignation',
    'HT',
    'TVA',
    'TTC',
    'Moyen de paiement',
  ];
  const lines = (await documentsBetween(db, range)).map((doc) =>
    [
      DateTime.fromJSDate(doc.issuedAt, { zone: BILLING_TIME_ZONE }).toFormat('dd/MM/yyyy'),
      cell(doc.number),
      INVOICE_KIND_LABELS[doc.kind],
      cell(doc.buyer.name),
      cell(doc.lines[0]?.label ?? ''),
      amount(doc.totalExclCents),
      amount(doc.vatCents),
      amount(doc.totalInclCents),
      PAYMENT_METHOD_LABELS[doc.method],
    ].join(';'),
  );
  return {
    filename: `journal-ventes-${range.from}-${range.to}.csv`,
    csv: `\uFEFF${[header.join(';'), ...lines].join('\r\n')}\r\n`,
  };
}
