import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type TReceivedPayment,
  ZReceivedPaymentsResponse,
} from '../../../../shared/schemas/booking-payments';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { toQueryString } from '../../../lib/query-string';

/** A range of days, both included, as the API reads them (AAAA-MM-JJ). */
export type TPaymentsRange = { from: string; to: string };

export function receivedPaymentsPath(range: TPaymentsRange, csv = false): string {
  return `/api/payments/received${csv ? '.csv' : ''}${toQueryString(range)}`;
}

/** GET /api/payments/received?from&to: what clients paid (or left as a guarantee) in that range. */
export async function fetchReceivedPayments(
  range: TPaymentsRange,
  signal?: AbortSignal,
): Promise<TReceivedPayment[]> {
  return parseResponse(
    ZReceivedPaymentsResponse,
    await apiRequest<unknown>(receivedPaymentsPath(range), { signal }),
  ).payments;
}

export function useReceivedPaymentsQuery(range: TPaymentsRange) {
  return useQuery({
    queryKey: ['booking-payments', 'received', range],
    queryFn: ({ signal }) => fetchReceivedPayments(range, signal),
    // Changing a date keeps the previous lines on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
