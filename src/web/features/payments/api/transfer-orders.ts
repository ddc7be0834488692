import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TAdminTransferOrder,
  ZAdminTransferOrdersResponse,
  ZConfirmTransferOrderResponse,
} from '../../../../shared/schemas/payments-transfers';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

const PENDING_KEY = ['admin', 'transfer-orders', 'pending'] as const;

/** GET /api/admin/transfer-orders: the orders awaiting their transfer, newest first (ADR 0056). */
export function usePendingTransferOrdersQuery() {
  return useQuery({
    queryKey: PENDING_KEY,
    queryFn: async (): Promise<TAdminTransferOrder[]> =>
      parseResponse(ZAdminTransferOrdersResponse, await apiRequest<unknown>('/api/admin/transfer-orders'))
        .orders,
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
