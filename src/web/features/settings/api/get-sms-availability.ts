import { useQuery } from '@tanstack/react-query';
import { type TSmsAvailability, ZSmsAvailability } from '../../../../shared/schemas/sms';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

export const SMS_AVAILABILITY_QUERY_KEY = ['sms', 'availability'] as const;

/** GET /api/sms (issue 35): whether this instance sends SMS; the operator's configuration decides. */
export async function fetchSmsAvailability(signal?: AbortSignal): Promise<TSmsAvailability> {
  const { available, provider } = parseResponse(
    ZSmsAvailability,
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
