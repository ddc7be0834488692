import { useQuery } from '@tanstack/react-query';
import { type TSmsAvailability, ZSmsAvailabilityResponse } from '../../../shared/schemas/sms';
import { apiRequest } from '../api-client';
import { parseResponse } from '../parse-response';

export const SMS_AVAILABILITY_QUERY_KEY = ['sms', 'availability'] as const;

/**
 * GET /api/sms (issue 35): whether this instance sends SMS; the operator's configuration decides.
 * Here, not in a feature: Paramètres offer the SMS reminder, and a booking's details show its SMS log
 * only where SMS can exist.
 */
export async function fetchSmsAvailability(signal?: AbortSignal): Promise<TSmsAvailability> {
  const { available, provider } = parseResponse(
    ZSmsAvailabilityResponse,
    await apiRequest<unknown>('/api/sms', { signal }),
  );
  return { available, provider };
}

export function useSmsAvailabilityQuery() {
  return useQuery({
    queryKey: SMS_AVAILABILITY_QUERY_KEY,
    queryFn: ({ signal }) => fetchSmsAvailability(signal),
    // The operator's configuration: it changes with a restart only.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
