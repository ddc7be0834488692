import { eq } from 'drizzle-orm';
import { ORDER_STATUS_LABELS, type TOrderStatus } from '../../../shared/schemas/shop';
import type { TDbExecutor } from '../../db/executor';
import { shopOrderEvents, shopOrders } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { queueEmail } from '../../mail/queue-emails';
import { renderOrderStatus } from '../../mail/templates/order-status';
import { findUserById } from '../auth/api';
import { notifyUser, publishNotifications, type TQueuedNotice, wantsChannel } from '../notifications/api';
import type { TAfterCommit } from '../payments/api';
import { orderDto, orderReference, restock, type TOrderRow } from './orders';

export type TMove = {
  to: TOrderStatus;
  /** The account that made it (the provider, an administrator); null for Stripe or the release job. */
  actorId: string | null;
  trackingNumber?: string;
  carrier?: string;
  /** Why, in the provider's words (« Elle n’a pas été payée à temps… »). */
  detail?: string;
};

function headlineOf(reference: string, to: TOrderStatus): string {
  switch (to) {
    case 'pending_payment':
      return `Votre commande ${reference} attend son paiement.`;
    case 'paid':
      return `Votre commande ${reference} est payée.`;
    case 'preparing':
      return `Votre commande ${reference} est en préparation.`;
    case 'shipped':
      return `Votre commande ${reference} a été expédiée.`;
    case 'delivered':
      return `Votre commande ${reference} a été livrée.`;
    case 'cancelled':
      return `Votre commande ${reference} a été annulée.`;
    case 'refunded':
      return `Votre commande ${reference} a été remboursée.`;
  }
}

function detailsOf(move: TMove): string[] {
  const details = move.detail ? [move.detail] : [];
  if (move.to === 'paid')
    details.push('Nous la préparons et vous prévenons dès son expédition. Votre facture suit.');
  if (move.to === 'shipped' && move.trackingNumber)
    details.push(`Transporteur : ${move.carrier ?? '—'}. Numéro de suivi : ${move.trackingNumber}.`);
  if (move.to === 'refunded') details.push('L’avoir correspondant vous est envoyé dans un message séparé.');
  return details;
}

/**
 * Moves an order to its next status in the caller's transaction (ADR 0038): the row, its history,
 * the stock back when cancelled, and the provider told — in-app notification and e-mail, each
 * following their preferences for « Suivi de mes commandes » — all committed together. Returns
 * what to do after the commit: publish the notification, send the e-mail, and `order:updated`.
 */
export async function moveOrder(
  tx: TDbExecutor,
  deps: AppDeps,
  order: TOrderRow,
  move: TMove,
  now: Date,
): Promise<TAfterCommit> {
  const shipped = move.to === 'shipped';
  const [row] = await tx
    .update(shopOrders)
    .set({
      status: move.to,
      updatedAt: now,
      ...(shipped && { trackingNumber: move.trackingNumber ?? null, carrier: move.carrier ?? null }),
    })
    .where(eq(shopOrders.id, order.id))
    .returning();
  if (!row) throw new Error(`order ${order.id} vanished`);
  await tx.insert(shopOrderEvents).values({
    orderId: order.id,
    status: move.to,
    at: now,
    actorId: move.actorId,
    trackingNumber: shipped ? (move.trackingNumber ?? null) : null,
    carrier: shipped ? (move.carrier ?? null) : null,
  });
  if (move.to === 'cancelled') await restock(tx, order.id);

  const reference = orderReference(order.seq);
  const headline = headlineOf(reference, move.to);
  const details = detailsOf(move);
  const link = `/dashboard/shop?commande=${order.id}`;
  const user = await findUserById(tx, order.userId);
  let notice: TQueuedNotice | null = null;
  if (user && !user.deletedAt) {
    notice = await notifyUser(
      tx,
      deps.jobs,
      {
        userId: order.userId,
        type: 'order_status',
        title: `Commande ${reference} : ${ORDER_STATUS_LABELS[move.to].toLowerCase()}`,
        body: [headline, ...details].join(' '),
        link,
      },
      now,
    );
    if (await wantsChannel(tx, order.userId, 'order_status', 'email'))
      await queueEmail(
        tx,
        deps.jobs,
        {
          kind: 'order_status',
          to: user.email,
          ...renderOrderStatus({
            name: user.name,
            reference,
            headline,
            details,
            orderUrl: `${deps.config.APP_URL}${link}`,
            appUrl: deps.config.APP_URL,
          }),
          trigger: { userId: move.actorId, kind: 'order_status' },
        },
        now,
      );
  }
  return () => {
    publishNotifications(deps, [notice]);
    announceOrder(deps, row);
  };
}

/** `order:updated` once committed, read afresh (the invoice of a payment is issued after the move). */
export function announceOrder(deps: AppDeps, row: TOrderRow): void {
  orderDto(deps.database.db, row)
    .then((order) => deps.events.emit('order_updated', order))
    .catch(() => {
      // The change is committed; the screens also refresh on their own. Nothing to undo.
    });
}
