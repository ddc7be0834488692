import { eq } from 'drizzle-orm';
import { CANCELLABLE_STATUSES } from '../../../shared/schemas/shop';
import { shopOrders } from '../../db/schema';
import { isUuid } from '../../http/uuid';
import type { TOrderBook } from '../payments/api';
import { moveOrder } from './order-moves';
import { itemsOf, linesOf, orderReference, restock, retake } from './orders';

const nothing = () => {};

/**
 * The shop's side of a payment (ADR 0038), called by the payments module in its transaction:
 * what an order holds, and its moves when its money arrives or goes back.
 */
export const shopOrderBook: TOrderBook = {
  async lock(tx, orderId) {
    if (!isUuid(orderId)) return undefined;
    const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.id, orderId)).for('update');
    if (!order) return undefined;
    return {
      userId: order.userId,
      label: `Commande ${orderReference(order.seq)}`,
      lines: linesOf(await itemsOf(tx, order.id)),
      totalInclCents: order.totalInclCents,
      status: order.status,
    };
  },

  async paid(tx, deps, input, now) {
    const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.id, input.orderId)).for('update');
    if (!order) throw new Error(`order ${input.orderId} vanished`);
    const received = input.method === 'card' ? 'Paiement par carte reçu.' : 'Virement reçu.';
    if (order.status === 'pending_payment') {
      const after = await moveOrder(
        tx,
        deps,
        order,
        { to: 'paid', actorId: input.actorId, detail: received },
        now,
      );
      return { after, refund: false };
    }
    // Paid after its hold was over: served if its items are still there, refunded otherwise.
    if (order.status === 'cancelled' && (await retake(tx, order.id))) {
      const after = await moveOrder(
        tx,
        deps,
        order,
        { to: 'paid', actorId: input.actorId, detail: `${received} La commande est rétablie.` },
        now,
      );
      return { after, refund: false };
    }
    // Already paid (a second payment page) or no longer servable: the money goes back.
    return { after: nothing, refund: true };
  },

  async refunded(tx, deps, input, now) {
    const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.id, input.orderId)).for('update');
    if (!order || !input.full || order.status === 'refunded') return nothing;
    // Refunded in full from Stripe's dashboard without a cancellation: the items come back too.
    if (CANCELLABLE_STATUSES.includes(order.status)) await restock(tx, order.id);
    return moveOrder(tx, deps, order, { to: 'refunded', actorId: input.actorId }, now);
  },
};
