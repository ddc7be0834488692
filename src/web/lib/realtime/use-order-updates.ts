import { useEffect, useEffectEvent } from 'react';
import type { TOrder } from '../../../shared/schemas/shop';
import { loadRealtimeClient } from './realtime-loader';

/**
 * Follows `order:updated` (ADR 0038: the provider's own room, and the admins' room) and hands each
 * order to `arrived`, so « Mes commandes » and the admin's order pages change without a reload.
 */
export function useOrderUpdates(arrived: (order: TOrder) => void): void {
  const onOrder = useEffectEvent(arrived);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void loadRealtimeClient().then((client) => {
      if (unmounted) return;
      stop = client.onOrderUpdated(({ order }) => onOrder(order));
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
}
