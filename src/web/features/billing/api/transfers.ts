import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCheckoutRequest } from '../../../../shared/schemas/payments';
import {
  type TStopTransferRenewal,
  type TTransfersResponse,
  ZStopTransferRenewalResponse,
  ZTransferOrderResponse,
  ZTransfersResponse,
} from '../../../../shared/schemas/payments-transfers';
import { apiRequest } from '../../../lib/api-client';
import { applyBalance, TRANSFERS_QUERY_KEY } from '../../../lib/billing/use-balance';
import { parseResponse } from '../../../lib/parse-response';

/** GET /api/billing/transfers: the bank details (null: no transfer offered), pending orders, the paid month. */
export function useTransfersQuery() {
  return useQuery({
    queryKey: TRANSFERS_QUERY_KEY,
    queryFn: async (): Promise<TTransfersResponse> =>
      parseResponse(ZTransfersResponse, await apiRequest<unknown>('/api/billing/transfers')),
  });
}

/** POST /api/billing/transfers: an order with its reference, to pay by transfer (ADR 0056). */
export function useCreateTransferOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TCheckoutRequest) =>
      parseResponse(
        ZTransferOrderResponse,
        await apiRequest<unknown>('/api/billing/transfers', { method: 'POST', body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRANSFERS_QUERY_KEY }),
  });
}

/** POST /api/billing/transfers/{id}/cancel. */
export function useCancelTransferOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      parseResponse(
        ZTransferOrderResponse,
        await apiRequest<unknown>(`/api/billing/transfers/${encodeURIComponent(id)}/cancel`, {
          method: 'POST',
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRANSFERS_QUERY_KEY }),
  });
}

/** POST /api/billing/transfers/stop — « Revenir à l’offre gratuite ». */
export function useStopTransferRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TStopTransferRenewal) =>
      parseResponse(
        ZStopTransferRenewalResponse,
        await apiRequest<unknown>('/api/billing/transfers/stop', { method: 'POST', body }),
      ),
    onSuccess: (done) => {
      applyBalance(queryClient, done.balance);
    },
  });
}
