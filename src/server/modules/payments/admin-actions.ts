import { randomUUID } from 'node:crypto';
import type { TBalance } from '../../../shared/schemas/billing';
import { PAYMENT_MESSAGES, type TAdminRefund, type TAdminTransfer } from '../../../shared/schemas/payments';
import { TRANSFER_MESSAGES } from '../../../shared/schemas/payments-transfers';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { recordAudit } from '../audit/api';
import { lockProvider } from '../billing/api';
import { requireStripe } from './checkout';
import { findDocument, toInvoiceDto } from './documents';
import type { TInvoiceRow } from './invoice-pdf';
import { requireProduct } from './products';
import { lockPayment } from './queries';
import { assertSellerReady } from './seller-ready';
import { applyRefund, publishSettlement } from './settle';
import { insertTransferOrder, pendingOrderWithReference } from './transfer-order-queries';
import { referenceKey } from './transfer-references';
import { settleTransfer } from './transfer-settlement';

type TActor = { id: string; email: string };

/**
 * POST /api/admin/users/{id}/payments (ADR 0037): a bank transfer received for a pack or a
 * recharge. The same path as a card payment — ledger, invoice, e-mail — with the reference and
 * the administrator recorded, and an audit entry, all in one transaction.
 */
export async function recordTransfer(deps: AppDeps, actor: TActor, userId: string, body: TAdminTransfer) {
  const product = requireProduct(body.productId);
  const reason = body.reason.trim();
  const now = deps.now();
  const { settlement, user } = await deps.database.db.transaction(async (tx) => {
    await assertSellerReady(tx, deps, 'admin');
    const user = await lockProvider(tx, userId);
    // A provider's own order carries this reference: its confirmation is the one path (ADR 0056).
    if (await pendingOrderWithReference(tx, referenceKey(body.reference)))
      throw new AppError('CONFLICT', TRANSFER_MESSAGES.referenceOfPendingOrder, { field: 'reference' });
    const { settlement, period } = await settleTransfer(tx, deps, {
      userId: user.id,
      product,
      amountCents: product.priceCents,
      reference: body.reference.trim(),
      actorId: actor.id,
      now,
    });
    // A monthly pack's transfer pays one month, which the renewal job follows (ADR 0056).
    if (period)
      await insertTransferOrder(tx, {
        userId: user.id,
        productType: 'pack',
        productId: product.id,
        amountCents: product.priceCents,
        reference: body.reference.trim(),
        status: 'paid',
        createdAt: now,
        paidAt: now,
        paymentId: settlement.document?.paymentId ?? null,
        confirmedBy: actor.id,
        periodStart: period.start,
        periodEnd: period.end,
      });
    await recordAudit(tx, {
      actor,
      action: 'payments.record_transfer',
      target: { type: 'user', id: user.id, label: user.email },
      changes: {
        productId: { after: product.id },
        invoice: { after: settlement.document?.number },
        reference: { after: body.reference.trim() },
      },
      reason,
      at: now,
    });
    return { settlement, user };
  });
  publishSettlement(deps, settlement);
  const invoice = settlement.document as TInvoiceRow;
  if (!settlement.change) throw new Error('a pack or recharge payment moves the balance');
  return {
    invoice: toInvoiceDto(invoice, { status: 'paid', creditedNumber: null, customerName: user.name }),
    balance: settlement.change.balance satisfies TBalance,
  };
}

/**
 * POST /api/admin/invoices/{id}/refund: a transfer is refunded here (its credit note at once); a
 * card payment is refunded through Stripe by a `stripe.refund` job sent with the audit entry
 * (ADR 0053), and Stripe's `charge.refunded` webhook issues the credit note.
 */
export async function refundInvoice(deps: AppDeps, actor: TActor, invoiceId: string, body: TAdminRefund) {
  const found = isUuid(invoiceId) ? await findDocument(deps.database.db, { id: invoiceId }) : undefined;
  if (found?.row.kind !== 'invoice') throw new AppError('NOT_FOUND', 'Facture introuvable');
  const reason = body.reason.trim();
  const now = deps.now();
  const audit = (method: string) => ({
    actor,
    action: 'payments.refund',
    target: { type: 'invoice', id: found.row.id, label: found.row.number },
    changes: { refundedCents: { after: body.amountCents }, method: { after: method } },
    reason,
    at: now,
  });

  if (found.row.method === 'card') {
    // Cards off on this instance: refused at once, nothing queued.
    requireStripe(deps);
    await deps.database.db.transaction(async (tx) => {
      const payment = await lockPayment(tx, 'id', found.row.paymentId);
      if (!payment || body.amountCents > payment.amountCents - payment.refundedCents)
        throw new AppError('CONFLICT', PAYMENT_MESSAGES.refundTooLarge, { field: 'amountCents' });
      // What was refunded before is part of the key: the same request twice is one refund at Stripe.
      const job = {
        cause: 'admin',
        invoiceId: found.row.id,
        refundedCents: payment.refundedCents,
        amountCents: body.amountCents,
      } as const;
      await deps.jobs.send('stripe.refund', job, { tx });
      await recordAudit(tx, audit('card'));
    });
    return { creditNote: null, pending: true };
  }

  const settlement = await deps.database.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, 'id', found.row.paymentId);
    if (!payment || body.amountCents > payment.amountCents - payment.refundedCents)
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.refundTooLarge, { field: 'amountCents' });
    const done = await applyRefund(
      tx,
      deps,
      payment,
      {
        amountCents: body.amountCents,
        refundKey: `admin:${randomUUID()}`,
        refundedAt: now,
        actorId: actor.id,
      },
      now,
    );
    await recordAudit(tx, audit('transfer'));
    return done;
  });
  publishSettlement(deps, settlement);
  const note = settlement?.document;
  return {
    creditNote: note
      ? toInvoiceDto(note, {
          status: null,
          creditedNumber: found.row.number,
          customerName: found.customerName,
        })
      : null,
    pending: false,
  };
}
