import { useQuery } from '@tanstack/react-query';
import { type TConnectStatus, ZConnectStatusResponse } from '../../../shared/schemas/booking-payments';
import { apiRequest } from '../api-client';
import { parseResponse } from '../parse-response';

/**
 * GET /api/payments/connect (issue 34): whether the instance offers online payments and where the
 * provider's Stripe account stands. Here, not in a feature: « Paiements en ligne » shows it and the
 * service editor needs it to offer an « acompte ».
 */
export const CONNECT_STATUS_QUERY_KEY = ['booking-payments', 'connect'] as const;

export async function fetchConnectStatus(signal?: AbortSignal): Promise<TConnectStatus> {
  const { available, account } = parseResponse(
    ZConnectStatusResponse,
    await apiRequest<unknown>('/api/payments/connect', { signal }),
  );
  return { available, account };
}

export function useConnectStatusQuery() {
  return useQuery({
    queryKey: CONNECT_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => fetchConnectStatus(signal),
  });
}
