import type { TOrderStatus } from '../../../../shared/schemas/shop';
import { Notice } from '../../../components/ui/notice';
import { useOrderQuery } from '../api/shop-api';
import { formatShopDateTime } from '../utils/shop-format';

const PAID: readonly TOrderStatus[] = ['paid', 'preparing', 'shipped', 'delivered'];

/**
 * Back from Stripe Checkout (`?commande={id}&paiement=ok|annule`). The payment takes effect with
 * Stripe's webhook a moment later: the order's `order:updated` turns « en cours » into « reçu ».
 */
export function ShopPaymentReturn({ orderId, outcome }: { orderId: string; outcome: 'ok' | 'annule' }) {
  const query = useOrderQuery(orderId);
  const order = query.data;
  if (outcome === 'annule') {
    return (
      <Notice tone="info">
        Paiement annulé : rien n’a été débité.{' '}
        {order?.status === 'pending_payment' && order.holdUntil
          ? `Votre commande ${order.reference} reste réservée jusqu’au ${formatShopDateTime(order.holdUntil)} : vous pouvez la payer depuis « Mes commandes ».`
          : 'Votre commande reste réservée 1 heure : vous pouvez la payer depuis « Mes commandes ».'}
      </Notice>
    );
  }
  if (order && PAID.includes(order.status)) {
    return <Notice tone="success">Paiement reçu : votre commande est confirmée.</Notice>;
  }
  if (query.isError || (order && order.status !== 'pending_payment')) return null;
  return <Notice tone="info">Paiement en cours de confirmation…</Notice>;
}
