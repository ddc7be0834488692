import { eq } from 'drizzle-orm';
import { RECHARGES } from '../../../shared/pricing';
import type { TPaymentMethod } from '../../../shared/schemas/payments';
import type { TDbExecutor } from '../../db/executor';
import { payments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import {
  addCredits,
  changePack,
  endPackNow,
  publishBalanceChange,
  readBalance,
  type TBalanceChange,
  withdrawCredits,
} from '../billing/api';
import type { TInvoiceRow } from './invoice-pdf';
import { issueDocument, type TPaymentRow } from './issue';
import { mainVatRateBp, orderBook, type TAfterCommit } from './order-book';
import { requireProduct } from './products';
import { invoiceOfPayment, latestPackPaymentId, paymentOfOrder } from './queries';
import { grantSmsRecharge, withdrawSmsRecharge } from './sms-recharges';
import { assertTransferReferenceFree } from './transfer-references';

/**
 * What a committed payment or refund still has to do once the transaction commits: the balance
 * it moved (none for an order), the order's own live events (its e-mails are jobs, ADR 0048).
 */
export type TSettlement = {
  change: TBalanceChange | null;
  document: TInvoiceRow | null;
  after?: TAfterCommit;
  /** A paid order that cannot be served: its money goes back (the webhook sends a `stripe.refund` job). */
  refundPayment?: TPaymentRow;
};

/** After the commit: the balance to the provider's sockets (the page refreshes pack and invoices). */
export function publishSettlement(deps: AppDeps, settlement: TSettlement | null): void {
  if (!settlement) return;
  if (settlement.change) publishBalanceChange(deps, settlement.change);
  settlement.after?.();
}

/** The credits a recharge grants, keyed by its payment so a second call grants nothing. */
const grantKeyOf = (paymentId: string) => `payment:${paymentId}`;

/** The balance change of an account whose ledger a payment does not move (a renewal, an already-held pack). */
async function unchanged(tx: TDbExecutor, userId: string, now: Date): Promise<TBalanceChange> {
  return { userId, balance: await readBalance(tx, userId, now), notices: [] };
}

/** What a purchase gives (ADR 0036 rules): a pack through changePack, a recharge's credits. */
async function applyPurchase(
  tx: TDbExecutor,
  payment: TPaymentRow,
  actorId: string | null,
  now: Date,
): Promise<TBalanceChange> {
  const product = requireProduct(payment.productId);
  const author = { authorId: actorId, reason: null };
  if (product.type === 'sms') {
    await grantSmsRecharge(tx, payment, grantKeyOf(payment.id), actorId, now);
    return unchanged(tx, payment.userId, now);
  }
  if (product.type === 'recharge') {
    const recharge = RECHARGES.find((r) => r.id === product.id);
    if (!recharge) throw new Error(`Unknown recharge ${product.id}`);
    return addCredits(
      tx,
      payment.userId,
      { amount: recharge.appointments, kind: 'recharge', dedupeKey: grantKeyOf(payment.id), ...author },
      now,
    );
  }
  try {
    return await changePack(tx, payment.userId, product.id as Parameters<typeof changePack>[2], author, now);
  } catch (error) {
    // Paying for the pack already held (a transfer that renews it): nothing to change.
    if (error instanceof AppError && error.code === 'CONFLICT') return unchanged(tx, payment.userId, now);
    throw error;
  }
}

/**
 * A payment received (ADR 0037), in the caller's transaction: the row written as paid, what it
 * buys applied to the ledger (unless `renewal`: a month of a pack already held), then its invoice.
 */
export async function settlePayment(
  tx: TDbExecutor,
  deps: AppDeps,
  values: Omit<typeof payments.$inferInsert, 'status' | 'vatRateBp' | 'productType'> & {
    method: TPaymentMethod;
    paidAt: Date;
    /** An order of the shop (ADR 0038) rather than a pack or a recharge. */
    productType?: 'shop';
  },
  options: { renewal: boolean; actorId: string | null },
  now: Date,
): Promise<TSettlement> {
  if (values.method === 'transfer' && values.reference)
    await assertTransferReferenceFree(tx, values.reference);
  const order = values.productType === 'shop' ? await orderBook().lock(tx, values.productId) : undefined;
  const product = order ? undefined : requireProduct(values.productId);
  const [payment] = await tx
    .insert(payments)
    .values({
      ...values,
      productType: product?.type ?? 'shop',
      vatRateBp: product?.vatRateBp ?? mainVatRateBp(order?.lines ?? []),
      status: 'paid',
    })
    .returning();
  if (!payment) throw new Error('payment insert returned nothing');
  let change: TBalanceChange | null = null;
  let after: TAfterCommit | undefined;
  let refund = false;
  if (order) {
    ({ after, refund } = await orderBook().paid(
      tx,
      deps,
      { orderId: payment.productId, method: payment.method, actorId: options.actorId },
      now,
    ));
  } else {
    change = options.renewal
      ? await unchanged(tx, payment.userId, now)
      : await applyPurchase(tx, payment, options.actorId, now);
  }
  const issued = await issueDocument(
    tx,
    deps,
    {
      kind: 'invoice',
      payment,
      amountInclCents: payment.amountCents,
      paidAt: values.paidAt,
      actorId: options.actorId,
    },
    now,
  );
  return {
    change,
    document: issued.invoice,
    after,
    ...(refund && { refundPayment: payment }),
  };
}

/**
 * A refund of `amountCents` more (ADR 0037), in the caller's transaction, the payment locked:
 * the payment's refunded total, the ledger (a recharge's credits in proportion; a pack in use
 * when its latest payment is refunded in full), and the credit note. `refundKey` names the refund:
 * a second delivery issues nothing (null).
 */
export async function applyRefund(
  tx: TDbExecutor,
  deps: AppDeps,
  payment: TPaymentRow,
  input: {
    amountCents: number;
    refundKey: string;
    refundedAt: Date;
    actorId: string | null;
    /** False: the credit note only, the order left as it is (a cancelled order whose transfer is still to send back). */
    moveOrder?: boolean;
  },
  now: Date,
): Promise<TSettlement | null> {
  const amount = Math.min(input.amountCents, payment.amountCents - payment.refundedCents);
  if (amount <= 0) return null;
  const credited = await invoiceOfPayment(tx, payment.id);
  if (!credited) throw new Error(`payment ${payment.id} has no invoice`);
  const refunded = payment.refundedCents + amount;
  const full = refunded === payment.amountCents;
  await tx
    .update(payments)
    .set({ refundedCents: refunded, status: full ? 'refunded' : 'partially_refunded' })
    .where(eq(payments.id, payment.id));

  let change: TBalanceChange | null;
  let after: TAfterCommit | undefined;
  const product = payment.productType === 'shop' ? undefined : requireProduct(payment.productId);
  if (!product) {
    change = null;
    // Only the order's own payment moves it; a duplicate payment's refund leaves the order be.
    if (input.moveOrder !== false && (await paymentOfOrder(tx, payment.productId))?.id === payment.id)
      after = await orderBook().refunded(
        tx,
        deps,
        { orderId: payment.productId, full, actorId: input.actorId },
        now,
      );
  } else if (product.type === 'sms') {
    await withdrawSmsRecharge(tx, payment, { amountCents: amount, refundKey: input.refundKey }, now);
    change = await unchanged(tx, payment.userId, now);
  } else if (product.type === 'recharge') {
    const appointments = RECHARGES.find((r) => r.id === product.id)?.appointments ?? 0;
    const share = full ? appointments : Math.round((appointments * amount) / payment.amountCents);
    change = await withdrawCredits(
      tx,
      payment.userId,
      { grantKey: grantKeyOf(payment.id), amount: share, key: input.refundKey },
      now,
    );
  } else if (full && (await latestPackPaymentId(tx, payment.userId)) === payment.id) {
    change = await endPackNow(
      tx,
      payment.userId,
      product.id as Parameters<typeof endPackNow>[2],
      input.refundKey,
      now,
    );
  } else {
    change = await unchanged(tx, payment.userId, now);
  }
  const issued = await issueDocument(
    tx,
    deps,
    {
      kind: 'credit_note',
      payment: { ...payment, refundedCents: refunded },
      amountInclCents: amount,
      paidAt: input.refundedAt,
      credited,
      refundKey: input.refundKey,
      actorId: input.actorId,
    },
    now,
  );
  return { change, document: issued.invoice, after };
}
