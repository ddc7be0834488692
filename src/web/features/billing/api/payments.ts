import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type TCheckoutRequest,
  type TInvoicesResponse,
  type TSubscriptionResponse,
  ZInvoicesResponse,
  ZSubscriptionResponse,
  ZUrlResponse,
} from '../../../../shared/schemas/payments';
import { apiRequest } from '../../../lib/api-client';
import { INVOICES_QUERY_KEY, SUBSCRIPTION_QUERY_KEY } from '../../../lib/billing/use-balance';
import { leavePageFor } from '../../../lib/leave-page';
import { parseResponse } from '../../../lib/parse-response';

/** GET /api/billing/subscription: whether cards are accepted, and the card subscription. */
export function useSubscriptionQuery() {
  return useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: async (): Promise<TSubscriptionResponse> =>
      parseResponse(ZSubscriptionResponse, await apiRequest<unknown>('/api/billing/subscription')),
  });
}

/** GET /api/billing/invoices: the provider's invoices and credit notes, newest first. */
export function useInvoicesQuery(page: number) {
  return useQuery({
    queryKey: [...INVOICES_QUERY_KEY, page],
    queryFn: async (): Promise<TInvoicesResponse> =>
      parseResponse(ZInvoicesResponse, await apiRequest<unknown>(`/api/billing/invoices?page=${page}`)),
  });
}

/**
 * POST /api/billing/checkout or /api/billing/portal, then the browser goes to Stripe's page
 * (the payment itself takes effect with Stripe's webhook, ADR 0037).
 */
export function useStripeRedirect() {
  return useMutation({
    mutationFn: async (target: { checkout: TCheckoutRequest } | { portal: true }) => {
      const path = 'checkout' in target ? '/api/billing/checkout' : '/api/billing/portal';
      const body = 'checkout' in target ? target.checkout : undefined;
      const { url } = parseResponse(ZUrlResponse, await apiRequest<unknown>(path, { method: 'POST', body }));
      leavePageFor(url);
    },
  });
}
