import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type TOrder,
  type TOrderStatusChange,
  ZOrderResponse,
  ZOrdersResponse,
} from '../../../../../shared/schemas/shop';
import { apiRequest } from '../../../../lib/api-client';
import { parseResponse } from '../../../../lib/parse-response';
import { toQueryString } from '../../../../lib/query-string';

export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;
export const ADMIN_ORDER_KEY = ['admin', 'order'] as const;
export const orderApiPath = (id: string) => `/api/admin/orders/${encodeURIComponent(id)}`;

/** GET /api/admin/orders?status&refundDue&page: every provider's orders, newest first. */
export function useAdminOrdersQuery(filters: { status?: string; refundDue?: string; page: number }) {
  return useQuery({
    queryKey: [...ADMIN_ORDERS_KEY, filters],
    queryFn: async (): Promise<z.infer<typeof ZOrdersResponse>> =>
      parseResponse(ZOrdersResponse, await apiRequest<unknown>(`/api/admin/orders${toQueryString(filters)}`)),
  });
}

/** GET /api/admin/orders/{id}. */
export function useAdminOrderQuery(id: string) {
  return useQuery({
    queryKey: [...ADMIN_ORDER_KEY, id],
    queryFn: async (): Promise<TOrder> =>
      parseResponse(ZOrderResponse, await apiRequest<unknown>(orderApiPath(id))).order,
  });
}

/** An order as the server now has it: its page shows it, the lists are read again. */
export function useApplyAdminOrder() {
  const queryClient = useQueryClient();
  return (order: TOrder) => {
    queryClient.setQueryData<TOrder>([...ADMIN_ORDER_KEY, order.id], order);
    void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
  };
}

/** PATCH /api/admin/orders/{id}/status: one allowed move, with what it needs. */
export function useChangeOrderStatusMutation(id: string) {
  const apply = useApplyAdminOrder();
  return useMutation({
    mutationFn: async (change: TOrderStatusChange) =>
      parseResponse(
        ZOrderResponse,
        await apiRequest<unknown>(`${orderApiPath(id)}/status`, { method: 'PATCH', body: change }),
      ).order,
    onSuccess: apply,
  });
}
