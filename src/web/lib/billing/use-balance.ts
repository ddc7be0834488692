import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { type TBalance, ZBalanceResponse } from '../../../shared/schemas/billing';
import { apiRequest } from '../api-client';
import { parseResponse } from '../parse-response';
import { loadRealtimeClient } from '../realtime/realtime-loader';

export const BALANCE_QUERY_KEY = ['billing', 'balance'] as const;
export const MOVEMENTS_QUERY_KEY = ['billing', 'movements'] as const;
/** The card subscription and the invoices (ADR 0037): a payment or a refund changes them with the balance. */
export const SUBSCRIPTION_QUERY_KEY = ['billing', 'subscription'] as const;
export const INVOICES_QUERY_KEY = ['billing', 'invoices'] as const;
/** Orders to pay by transfer and the paid month running (ADR 0056): a confirmed transfer moves the balance. */
export const TRANSFERS_QUERY_KEY = ['billing', 'transfers'] as const;

async function fetchBalance(): Promise<TBalance> {
  return parseResponse(ZBalanceResponse, await apiRequest<unknown>('/api/billing/balance')).balance;
}

/** The provider's balance (GET /api/billing/balance), one cache for the header, the overview and Abonnement. */
export function useBalance() {
  return useQuery({ queryKey: BALANCE_QUERY_KEY, queryFn: fetchBalance });
}

/** A balance the server announced: the cache takes it; the history, subscription and invoices are read again. */
export function applyBalance(queryClient: QueryClient, balance: TBalance): void {
  queryClient.setQueryData(BALANCE_QUERY_KEY, balance);
  for (const queryKey of [
    MOVEMENTS_QUERY_KEY,
    SUBSCRIPTION_QUERY_KEY,
    INVOICES_QUERY_KEY,
    TRANSFERS_QUERY_KEY,
  ])
    void queryClient.invalidateQueries({ queryKey });
}

/** `user:creditsUpdated` (the provider's own room, ADR 0036): every screen showing the balance follows. */
export function useLiveBalance(): void {
  const queryClient = useQueryClient();
  const arrived = useEffectEvent((balance: TBalance) => applyBalance(queryClient, balance));
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void loadRealtimeClient().then((client) => {
      if (unmounted) return;
      stop = client.onCreditsUpdated(({ balance }) => arrived(balance));
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
}

export type TQuotaLevel = 'ok' | 'low' | 'exhausted';

/** ok, low (10 left or fewer: orange) or exhausted (none: red). */
export function quotaLevel(balance: TBalance): TQuotaLevel {
  if (balance.remaining === null) return 'ok';
  if (balance.remaining === 0) return 'exhausted';
  return balance.lowQuota ? 'low' : 'ok';
}

/** « 11 rendez-vous restants », « 1 rendez-vous restant », « illimité ». */
export function remainingLabel(balance: TBalance): string {
  if (balance.remaining === null) return 'illimité';
  return `${balance.remaining} rendez-vous restant${balance.remaining > 1 ? 's' : ''}`;
}
