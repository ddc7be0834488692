import { desc, eq } from 'drizzle-orm';
import type { TInvoiceKind } from '../../../shared/schemas/payments';
import type { TDbExecutor } from '../../db/executor';
import { invoices, type payments, type TInvoiceLine, type TInvoiceParty } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { queueEmail } from '../../mail/queue-emails';
import { renderInvoiceIssued } from '../../mail/templates/invoice-issued';
import { findUserById } from '../auth/api';
import { readConfig } from '../config/api';
import { nextDocumentNumber } from './invoice-numbers';
import { euros, renderInvoicePdf, type TInvoiceRow } from './invoice-pdf';
import { orderBook, type TOrderLine } from './order-book';
import { requireProduct, splitVat } from './products';

export type TPaymentRow = typeof payments.$inferSelect;

export type TIssueInput = {
  kind: TInvoiceKind;
  payment: TPaymentRow;
  /** Positive, tax included: the payment's amount, or what a refund gave back. */
  amountInclCents: number;
  /** When the money arrived, or left. */
  paidAt: Date;
  /** A credit note's invoice. */
  credited?: TInvoiceRow;
  /** A credit note's refund (Stripe's re_… id, or the team's action): one credit note each. */
  refundKey?: string;
  /** The account that made it happen (an administrator), for the e-mail's record; null for Stripe. */
  actorId: string | null;
};

/** The file name of a document's PDF. */
export const invoiceFilename = (row: Pick<TInvoiceRow, 'kind' | 'number'>) =>
  `${row.kind === 'invoice' ? 'facture' : 'avoir'}-${row.number}.pdf`;

/**
 * Issues an invoice or a credit note in the caller's transaction (ADR 0037): seller and buyer
 * frozen as they are now, the next number of its sequence, and the e-mail with its PDF queued
 * (ADR 0048). Call it last in the transaction:
 * the sequence stays locked until the commit.
 */
export async function issueDocument(
  tx: TDbExecutor,
  deps: AppDeps,
  input: TIssueInput,
  now: Date,
): Promise<{ invoice: TInvoiceRow }> {
  const { payment } = input;
  // Read in the transaction (not the process's copy): the seller as the document commits.
  const { seller } = await readConfig(tx, deps.config);
  const user = await findUserById(tx, payment.userId);
  if (!user) throw new Error(`payment ${payment.id} has no user`);
  const { label, lines: sold } = await whatWasSold(tx, payment);
  const lines = documentLines(sold, {
    credit: input.kind === 'credit_note',
    amountInclCents: input.amountInclCents,
    paidInclCents: payment.amountCents,
    vatExempt: seller.vatExempt,
  });
  const total = (key: 'totalExclCents' | 'vatCents' | 'totalInclCents') =>
    lines.reduce((sum, line) => sum + line[key], 0);
  const vatRateBp = seller.vatExempt ? 0 : payment.vatRateBp;
  const sellerParty: TInvoiceParty = {
    name: seller.name,
    legalForm: seller.legalForm,
    capital: seller.capital,
    address: seller.address,
    siren: seller.siren,
    vatNumber: seller.vatNumber,
  };
  const buyer: TInvoiceParty = {
    name: user.nom?.trim() || user.name,
    address: user.adresse,
    siret: user.siret,
    email: user.email,
  };

  const number = await nextDocumentNumber(tx, input.kind, now);
  // Under the sequence's lock: a later number never carries an earlier date.
  const [latest] = await tx
    .select({ issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(eq(invoices.kind, input.kind))
    .orderBy(desc(invoices.issuedAt))
    .limit(1);
  const issuedAt = latest && latest.issuedAt > now ? latest.issuedAt : now;
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      kind: input.kind,
      userId: payment.userId,
      paymentId: payment.id,
      creditedInvoiceId: input.credited?.id ?? null,
      productType: payment.productType,
      issuedAt,
      seller: sellerParty,
      buyer,
      lines,
      totalExclCents: total('totalExclCents'),
      vatCents: total('vatCents'),
      totalInclCents: total('totalInclCents'),
      vatRateBp,
      vatExempt: seller.vatExempt,
      method: payment.method,
      paidAt: input.paidAt,
      refundKey: input.refundKey ?? null,
    })
    .returning();
  if (!row) throw new Error('invoice insert returned nothing');
  if (user.deletedAt) return { invoice: row };

  const pdf = await renderInvoicePdf(row, input.credited?.number ?? null);
  const email = renderInvoiceIssued({
    name: user.name,
    kind: row.kind,
    number: row.number,
    amount: euros(input.amountInclCents),
    label,
    subscriptionUrl: `${deps.config.APP_URL}/dashboard/subscription`,
    appUrl: deps.config.APP_URL,
  });
  await queueEmail(
    tx,
    deps.jobs,
    {
      kind: row.kind === 'invoice' ? 'invoice' : 'credit_note',
      to: user.email,
      ...email,
      attachments: [
        {
          filename: invoiceFilename(row),
          contentType: 'application/pdf',
          contentBase64: pdf.toString('base64'),
        },
      ],
      trigger: { userId: input.actorId, kind: 'billing_document' },
    },
    now,
  );
  return { invoice: row };
}

/** What a payment paid for, as lines: a pack or a recharge, or an order's items (ADR 0038). */
async function whatWasSold(
  tx: TDbExecutor,
  payment: TPaymentRow,
): Promise<{ label: string; lines: TOrderLine[] }> {
  if (payment.productType === 'shop') {
    const order = await orderBook().lock(tx, payment.productId);
    if (!order) throw new Error(`payment ${payment.id} names no order`);
    return { label: order.label, lines: order.lines };
  }
  const product = requireProduct(payment.productId);
  return {
    label: product.label,
    lines: [
      { label: product.label, quantity: 1, unitInclCents: payment.amountCents, vatRateBp: payment.vatRateBp },
    ],
  };
}

/**
 * A document's lines: on an invoice, each line sold with its VAT split out; on a credit note for
 * the whole payment, the same lines negative; for part of it, each line's share of the refund.
 */
export function documentLines(
  sold: readonly TOrderLine[],
  options: { credit: boolean; amountInclCents: number; paidInclCents: number; vatExempt: boolean },
): TInvoiceLine[] {
  const sign = options.credit ? -1 : 1;
  const whole = options.amountInclCents === options.paidInclCents;
  let left = options.amountInclCents;
  return sold.map((item, index) => {
    const lineIncl = item.unitInclCents * item.quantity;
    const last = index === sold.length - 1;
    const share = whole
      ? lineIncl
      : last
        ? left
        : Math.round((lineIncl * options.amountInclCents) / options.paidInclCents);
    left -= share;
    const vatRateBp = options.vatExempt ? 0 : item.vatRateBp;
    const split = splitVat(share, vatRateBp, options.vatExempt);
    const quantity = whole ? item.quantity : 1;
    const prefix = !options.credit ? '' : whole ? 'Remboursement — ' : 'Remboursement partiel — ';
    return {
      label: `${prefix}${item.label}`,
      quantity,
      unitExclCents:
        sign *
        (whole ? splitVat(item.unitInclCents, vatRateBp, options.vatExempt).exclCents : split.exclCents),
      vatRate: vatRateBp / 100,
      totalExclCents: sign * split.exclCents,
      vatCents: sign * split.vatCents,
      totalInclCents: sign * share,
    };
  });
}
