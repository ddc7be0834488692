import { useQuery } from '@tanstack/react-query';
import type { TPublicProvider } from '../../../../shared/schemas/booking';
import { ZPublicProviderResponse } from '../../../../shared/schemas/booking-responses';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { bookingKeys } from './query-keys';

/** GET /api/public/providers/{providerId}: the booking page's profile and active services (404 unknown). */
export async function fetchPublicProvider(providerId: string): Promise<TPublicProvider> {
  const body = await apiRequest<unknown>(`/api/public/providers/${encodeURIComponent(providerId)}`);
  return parseResponse(ZPublicProviderResponse, body).provider;
}

export function usePublicProviderQuery(providerId: string) {
  return useQuery({
    queryKey: bookingKeys.provider(providerId),
    queryFn: () => fetchPublicProvider(providerId),
  });
}
