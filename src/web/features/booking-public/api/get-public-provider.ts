import { type QueryClient, useQuery } from '@tanstack/react-query';
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

/**
 * The profile the server wrote into the page it drew (ADR 0068), checked as the API's answer is:
 * the page starts with it instead of asking again. Anything else is ignored (the page asks): null.
 */
export function seedPublicProvider(
  client: QueryClient,
  providerId: string,
  body: unknown,
): TPublicProvider | null {
  const parsed = ZPublicProviderResponse.safeParse(body);
  if (!parsed.success) return null;
  client.setQueryData(bookingKeys.provider(providerId), parsed.data.provider);
  return parsed.data.provider;
}
