import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { TPublicProvider } from '../../../../shared/schemas/booking';
import { ZPublicProvider } from '../../../../shared/schemas/booking-responses';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { bookingKeys } from './query-keys';

const ZPublicProviderResponse = z.object({ success: z.literal(true), provider: ZPublicProvider });

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
