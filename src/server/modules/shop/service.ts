import { and, asc, eq, lt } from 'drizzle-orm';
import {
  CANCELLABLE_STATUSES,
  ORDER_TRANSITIONS,
  SHOP_MESSAGES,
  type TOrder,
  type TOrderRequest,
  type TOrderStatusChange,
} from '../../../shared/schemas/shop';
import { shopOrders } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit/api';
import type { TLog } from '../payments/api';
import {
  createOrderCheckout,
  paymentsEnabled,
  publishSettlement,
  queueOrderRefund,
  recordOrderRefund,
  recordOrderTransfer,
  type TAfterCommit,
} from '../payments/api';
import { moveOrder } from './order-moves';
import {
  findOrder,
  holdLabel,
  insertOrder,
  itemsOf,
  linesOf,
  lockOrder,
  orderDto,
  orderReference,
  type TOrderRow,
} from './orders';

type TActor = { id: string; email: string };

const run = (after: readonly (TAfterCommit | undefined)[]) => {
  for (const fn of after) fn?.();
};

/** Stripe Checkout for an order awaiting payment. */
async function checkoutOf(deps: AppDeps, log: TLog, order: TOrderRow): Promise<string> {
  const items = await itemsOf(deps.database.db, order.id);
  return createOrderCheckout(deps, log, {
    id: order.id,
    userId: order.userId,
    label: `Commande ${orderReference(order.seq)}`,
    lines: linesOf(items),
    holdUntil: order.holdUntil,
  });
}

/**
 * POST /api/shop/orders: the stock taken and the order written in one transaction, then — when
 * cards are accepted — its Stripe Checkout page, the stock held an hour. Without Stripe the order
 * waits 24 hours for a transfer the team records.
 */
export async function placeOrder(
  deps: AppDeps,
  log: TLog,
  userId: string,
  body: TOrderRequest,
): Promise<{ order: TOrder; checkoutUrl?: string }> {
  const now = deps.now();
  const row = await deps.database.db.transaction((tx) => insertOrder(tx, deps, userId, body, now));
  const order = await orderDto(deps.database.db, row);
  deps.events.emit('order_updated', order);
  if (!paymentsEnabled(deps.config)) return { order };
  return { order, checkoutUrl: await checkoutOf(deps, log, row) };
}

/** POST /api/shop/orders/{id}/checkout: pay an order still awaiting payment. */
export async function payOrder(deps: AppDeps, log: TLog, userId: string, orderId: string): Promise<string> {
  // Outside a transaction the lock ends at once: this only reads the order (404 if not theirs).
  const row = await lockOrder(deps.database.db, orderId, userId);
  if (row.status !== 'pending_payment') throw new AppError('CONFLICT', SHOP_MESSAGES.notPending);
  return checkoutOf(deps, log, row);
}

/**
 * A cancellation (the provider's, or the team's) in one transaction: the order cancelled, its
 * stock back, and a card payment's refund sent to Stripe as a job (ADR 0053), whose webhook issues
 * the credit note and marks the order refunded; a transfer is refunded by the team, who records it.
 */
async function cancel(
  deps: AppDeps,
  orderId: string,
  who: { ownerId?: string; actor: TActor },
): Promise<TOrder> {
  const now = deps.now();
  const { row, after, credited } = await deps.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, who.ownerId);
    if (!CANCELLABLE_STATUSES.includes(order.status))
      throw new AppError('CONFLICT', SHOP_MESSAGES.notCancellable, { field: 'status' });
    const paid = order.status !== 'pending_payment';
    const after = await moveOrder(
      tx,
      deps,
      order,
      {
        to: 'cancelled',
        actorId: who.actor.id,
        detail: paid
          ? 'Les articles sont remis en stock et le remboursement est en cours sur le moyen de paiement utilisé.'
          : 'Aucun paiement n’avait été pris : les articles sont remis en stock.',
      },
      now,
    );
    const credited = paid ? await queueOrderRefund(tx, deps, order.id, who.actor.id, now) : null;
    if (!who.ownerId)
      await recordAudit(tx, {
        actor: who.actor,
        action: 'shop.order_status',
        target: { type: 'order', id: order.id, label: orderReference(order.seq) },
        changes: { status: { before: order.status, after: 'cancelled' } },
        at: now,
      });
    return { row: order, after, credited };
  });
  run([after, credited ? () => publishSettlement(deps, credited) : undefined]);
  return findOrder(deps.database.db, row.id);
}

/** POST /api/shop/orders/{id}/cancel: the provider's own order, before it ships. */
export function cancelOwnOrder(deps: AppDeps, actor: TActor, orderId: string): Promise<TOrder> {
  return cancel(deps, orderId, { ownerId: actor.id, actor });
}

/**
 * PATCH /api/admin/orders/{id}/status: one of the allowed moves only. `paid` records a bank
 * transfer (payment, invoice); `refunded` records a transfer sent back (credit note); every move
 * is audited and tells the provider.
 */
export async function changeOrderStatus(
  deps: AppDeps,
  actor: TActor,
  orderId: string,
  body: TOrderStatusChange,
): Promise<TOrder> {
  if (body.status === 'cancelled') return cancel(deps, orderId, { actor });
  const now = deps.now();
  const { row, afters } = await deps.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!ORDER_TRANSITIONS[order.status].includes(body.status))
      throw new AppError('CONFLICT', SHOP_MESSAGES.transition(order.status, body.status), {
        field: 'status',
      });
    const afters: (TAfterCommit | undefined)[] = [];
    if (body.status === 'paid') {
      // The payment moves the order (the order book's `paid`) and issues the invoice.
      const settlement = await recordOrderTransfer(
        tx,
        deps,
        {
          orderId: order.id,
          userId: order.userId,
          amountCents: order.totalInclCents,
          reference: body.reference ?? '',
          actorId: actor.id,
        },
        now,
      );
      afters.push(() => publishSettlement(deps, settlement));
    } else if (body.status === 'refunded') {
      // The credit note moves the order (the order book's `refunded`); no payment, nothing to refund.
      const settlement = await recordOrderRefund(tx, deps, { orderId: order.id, actorId: actor.id }, now);
      if (!settlement) throw new AppError('CONFLICT', SHOP_MESSAGES.nothingToRefund, { field: 'status' });
      afters.push(() => publishSettlement(deps, settlement));
    } else {
      afters.push(
        await moveOrder(
          tx,
          deps,
          order,
          { to: body.status, actorId: actor.id, trackingNumber: body.trackingNumber, carrier: body.carrier },
          now,
        ),
      );
    }
    await recordAudit(tx, {
      actor,
      action: 'shop.order_status',
      target: { type: 'order', id: order.id, label: orderReference(order.seq) },
      changes: {
        status: { before: order.status, after: body.status },
        ...(body.trackingNumber && { trackingNumber: { after: body.trackingNumber } }),
        ...(body.carrier && { carrier: { after: body.carrier } }),
        ...(body.reference && { reference: { after: body.reference } }),
      },
      at: now,
    });
    return { row: order, afters };
  });
  run(afters);
  return findOrder(deps.database.db, row.id);
}

/**
 * The release job (every 15 minutes): orders still unpaid when their hold is over are
 * cancelled and give their stock back, each in its own transaction; a second run, or a second
 * node, finds them already cancelled.
 */
export async function releaseUnpaidOrders(deps: AppDeps): Promise<number> {
  const now = deps.now();
  const due = await deps.database.db
    .select({ id: shopOrders.id })
    .from(shopOrders)
    .where(and(eq(shopOrders.status, 'pending_payment'), lt(shopOrders.holdUntil, now)))
    .orderBy(asc(shopOrders.holdUntil))
    .limit(500);
  let released = 0;
  for (const { id } of due) {
    const after = await deps.database.db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (order.status !== 'pending_payment' || order.holdUntil >= now) return undefined;
      return moveOrder(
        tx,
        deps,
        order,
        {
          to: 'cancelled',
          actorId: null,
          detail: `Elle n’a pas été payée à temps (${holdLabel(deps)}) : les articles ont été remis en stock.`,
        },
        now,
      );
    });
    if (after) {
      after();
      released += 1;
    }
  }
  return released;
}
