import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TAdminTransferOrder,
  ZAdminTransferOrdersResponse,
  ZConfirmTransferOrderResponse,
} from '../../../../shared/schemas/payments-transfers';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/**
 * GET /api/admin/transfer-orders: the orders awaiting their transfer, newest first (ADR 0056);
 * one provider's with `userId`.
 */
export function usePendingTransferOrdersQuery(userId?: string) {
  const search = userId ? `?${new URLSearchParams({ userId })}` : '';
  return useQuery({
    queryKey: ['admin', 'transfer-orders', 'pending', userId ?? 'all'],
    queryFn: async (): Promise<TAdminTransferOrder[]> =>
      parseResponse(
        ZAdminTransferOrdersResponse,
        await apiRequest<unknown>(`/api/admin/transfer-orders${search}`),
      ).orders,
  });
}

/** POST /api/admin/transfer-orders/{id}/confirm — « Confirmer la réception »: the books change too. */
export function useConfirmTransferOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      parseResponse(
        ZConfirmTransferOrderResponse,
        await apiRequest<unknown>(`/api/admin/transfer-orders/${encodeURIComponent(id)}/confirm`, {
          method: 'POST',
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
