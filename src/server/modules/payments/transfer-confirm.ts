import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { TBalance } from '../../../shared/schemas/billing';
import {
  type TAdminTransferOrder,
  type TAdminTransferOrdersQuery,
  TRANSFER_MESSAGES,
} from '../../../shared/schemas/payments-transfers';
import { transferOrders, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { recordAudit } from '../audit/api';
import { lockProvider } from '../billing/api';
import { publishNotifications } from '../notifications/api';
import { toInvoiceDto } from './documents';
import type { TInvoiceRow } from './invoice-pdf';
import { requireProduct } from './products';
import { assertSellerReady } from './seller-ready';
import { publishSettlement } from './settle';
import { noticeTransfer } from './transfer-notices';
import { lockTransferOrder, type TTransferOrderRow, toTransferOrderDto } from './transfer-order-queries';
import { settleTransfer } from './transfer-settlement';

type TActor = { id: string; email: string };
type TCustomer = { id: string; name: string; email: string };

const notFound = () => new AppError('NOT_FOUND', TRANSFER_MESSAGES.notFound);

const toAdminDto = (row: TTransferOrderRow, customer: TCustomer): TAdminTransferOrder => ({
  ...toTransferOrderDto(row),
  customer,
});

/** GET /api/admin/transfer-orders: by status (awaiting their transfer by default) and account, newest first. */
export async function listTransferOrders(deps: AppDeps, query: TAdminTransferOrdersQuery) {
  const where: SQL[] = [eq(transferOrders.status, query.status ?? 'pending')];
  if (query.userId) where.push(eq(transferOrders.userId, query.userId));
  const rows = await deps.database.db
    .select({ order: transferOrders, customer: { id: users.id, name: users.name, email: users.email } })
    .from(transferOrders)
    .innerJoin(users, eq(users.id, transferOrders.userId))
    .where(and(...where))
    .orderBy(desc(transferOrders.createdAt))
    .limit(200);
  return { orders: rows.map((r) => toAdminDto(r.order, r.customer)) };
}

/**
 * POST /api/admin/transfer-orders/{id}/confirm — « Confirmer la réception » (ADR 0056). The same
 * settlement as a transfer recorded by hand (payment, ledger: the pack active at once or the
 * credits, invoice and its e-mail, the reference refused if already recorded), a monthly pack's
 * paid month, the audit entry and the provider's notice, all in one transaction. The account is
 * locked before the order, as every writer of transfer orders does. A second confirmation is a 409.
 */
export async function confirmTransferOrder(deps: AppDeps, actor: TActor, orderId: string) {
  if (!isUuid(orderId)) throw notFound();
  const [found] = await deps.database.db
    .select({ userId: transferOrders.userId })
    .from(transferOrders)
    .where(eq(transferOrders.id, orderId));
  if (!found) throw notFound();
  const now = deps.now();
  const done = await deps.database.db.transaction(async (tx) => {
    const user = await lockProvider(tx, found.userId);
    const order = await lockTransferOrder(tx, orderId);
    if (!order) throw notFound();
    if (order.status === 'paid')
      throw new AppError('CONFLICT', TRANSFER_MESSAGES.alreadyConfirmed(order.paidAt ?? now));
    if (order.status === 'cancelled') throw new AppError('CONFLICT', TRANSFER_MESSAGES.cancelled);
    await assertSellerReady(tx, deps, 'admin');
    const product = requireProduct(order.productId);
    const { settlement, period } = await settleTransfer(tx, deps, {
      userId: user.id,
      product,
      amountCents: order.amountCents,
      reference: order.reference,
      actorId: actor.id,
      now,
    });
    const invoice = settlement.document as TInvoiceRow;
    const [paid] = await tx
      .update(transferOrders)
      .set({
        status: 'paid',
        paidAt: now,
        paymentId: invoice.paymentId,
        confirmedBy: actor.id,
        periodStart: period?.start ?? null,
        periodEnd: period?.end ?? null,
      })
      .where(eq(transferOrders.id, order.id))
      .returning();
    if (!paid) throw new Error('transfer order update returned nothing');
    await recordAudit(tx, {
      actor,
      action: 'payments.confirm_transfer_order',
      target: { type: 'user', id: user.id, label: user.email },
      changes: {
        productId: { after: product.id },
        reference: { after: order.reference },
        invoice: { after: invoice.number },
        ...(period && { periodEnd: { after: period.end.toISOString() } }),
      },
      reason: `Virement reçu (référence ${order.reference})`,
      at: now,
    });
    const notice = await noticeTransfer(tx, deps, user.id, { kind: 'confirmed', order: paid }, actor.id, now);
    return {
      settlement,
      paid,
      invoice,
      notice,
      customer: { id: user.id, name: user.name, email: user.email },
    };
  });
  publishSettlement(deps, done.settlement);
  publishNotifications(deps, [done.notice]);
  if (!done.settlement.change) throw new Error('a pack or recharge payment moves the balance');
  return {
    order: toAdminDto(done.paid, done.customer),
    invoice: toInvoiceDto(done.invoice, {
      status: 'paid',
      creditedNumber: null,
      customerName: done.customer.name,
    }),
    balance: done.settlement.change.balance satisfies TBalance,
  };
}
