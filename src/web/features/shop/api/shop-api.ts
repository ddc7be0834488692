import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type TSubscriptionResponse,
  ZSubscriptionResponse,
  ZUrlResponse,
} from '../../../../shared/schemas/payments';
import {
  type TOrder,
  type TOrderRequest,
  type TShopProduct,
  ZOrderCreatedResponse,
  ZOrderResponse,
  ZOrdersResponse,
  ZProductsResponse,
} from '../../../../shared/schemas/shop';
import { apiRequest } from '../../../lib/api-client';
import { SUBSCRIPTION_QUERY_KEY } from '../../../lib/billing/use-balance';
import { leavePageFor } from '../../../lib/leave-page';
import { parseResponse } from '../../../lib/parse-response';

export const PRODUCTS_QUERY_KEY = ['shop', 'products'] as const;
/** Pages of « Mes commandes »: `[...ORDERS_QUERY_KEY, page]`. */
export const ORDERS_QUERY_KEY = ['shop', 'orders'] as const;
/** One order (the return from Stripe): `[...ORDER_QUERY_KEY, id]`. */
export const ORDER_QUERY_KEY = ['shop', 'order'] as const;

export type TOrdersPage = z.infer<typeof ZOrdersResponse>;

const orderPath = (id: string) => `/api/shop/orders/${encodeURIComponent(id)}`;

/** GET /api/shop/products: the products on sale, sold-out ones included. */
export function useProductsQuery() {
  return useQuery({
    queryKey: PRODUCTS_QUERY_KEY,
    queryFn: async (): Promise<TShopProduct[]> =>
      parseResponse(ZProductsResponse, await apiRequest<unknown>('/api/shop/products')).products,
  });
}

/** GET /api/shop/orders?page: the provider's orders, newest first. */
export function useOrdersQuery(page: number) {
  return useQuery({
    queryKey: [...ORDERS_QUERY_KEY, page],
    queryFn: async (): Promise<TOrdersPage> =>
      parseResponse(ZOrdersResponse, await apiRequest<unknown>(`/api/shop/orders?page=${page}`)),
  });
}

/** GET /api/shop/orders/{id}: one order (the one Stripe sends the provider back for). */
export function useOrderQuery(id: string | null) {
  return useQuery({
    queryKey: [...ORDER_QUERY_KEY, id],
    queryFn: async (): Promise<TOrder> =>
      parseResponse(ZOrderResponse, await apiRequest<unknown>(orderPath(id ?? ''))).order,
    enabled: Boolean(id),
  });
}

/**
 * GET /api/billing/subscription, for `paymentsEnabled`: the same request and cache as
 * « Abonnement » (a feature never imports another one, so the key is shared instead).
 */
export function usePaymentsEnabledQuery() {
  return useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: async (): Promise<TSubscriptionResponse> =>
      parseResponse(ZSubscriptionResponse, await apiRequest<unknown>('/api/billing/subscription')),
    select: (data) => data.paymentsEnabled,
  });
}

/**
 * An order as the server now has it (an answer, or `order:updated`): the order's own cache takes
 * it, the pages that list it show it at once; a page that does not know it yet is read again, and
 * so is the catalogue (an order takes stock, a cancellation gives it back).
 */
export function applyOrder(queryClient: QueryClient, order: TOrder): void {
  queryClient.setQueryData<TOrder>([...ORDER_QUERY_KEY, order.id], order);
  let listed = false;
  queryClient.setQueriesData<TOrdersPage>({ queryKey: ORDERS_QUERY_KEY }, (page) => {
    if (!page?.orders.some((o) => o.id === order.id)) return page;
    listed = true;
    return { ...page, orders: page.orders.map((o) => (o.id === order.id ? order : o)) };
  });
  if (!listed) void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY });
}

/**
 * POST /api/shop/orders: only product ids, quantities and the address (the server prices
 * everything). With `checkoutUrl` the browser leaves for Stripe Checkout.
 */
export function usePlaceOrderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TOrderRequest) =>
      parseResponse(
        ZOrderCreatedResponse,
        await apiRequest<unknown>('/api/shop/orders', { method: 'POST', body: request }),
      ),
    onSuccess: ({ order, checkoutUrl }) => {
      applyOrder(queryClient, order);
      if (checkoutUrl) leavePageFor(checkoutUrl);
    },
    // A refusal for stock means the catalogue moved: show what is left.
    onError: () => void queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY }),
  });
}

/** POST /api/shop/orders/{id}/cancel: cancelled (and refunded when it was paid). */
export function useCancelOrderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      parseResponse(ZOrderResponse, await apiRequest<unknown>(`${orderPath(id)}/cancel`, { method: 'POST' }))
        .order,
    onSuccess: (order) => applyOrder(queryClient, order),
  });
}

/** POST /api/shop/orders/{id}/checkout, then Stripe Checkout for an order awaiting payment. */
export function usePayOrderMutation() {
  return useMutation({
    mutationFn: async (id: string) => {
      const { url } = parseResponse(
        ZUrlResponse,
        await apiRequest<unknown>(`${orderPath(id)}/checkout`, { method: 'POST' }),
      );
      leavePageFor(url);
    },
  });
}
