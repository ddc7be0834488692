import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { TPublicProvider } from '../../../../shared/schemas/booking';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { bookingKeys } from './query-keys';

const ZPublicProvider = z.object({
  id: z.string(),
  displayName: z.string(),
  description: z.string(),
  address: z.string(),
  phone: z.string(),
  timezone: z.string(),
  services: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      durationMinutes: z.number(),
      priceCents: z.number(),
    }),
  ),
  rules: z.object({
    minNoticeMinutes: z.number(),
    maxAdvanceDays: z.number(),
    slotStepMinutes: z.number(),
    cancellationNoticeHours: z.number(),
  }),
}) satisfies z.ZodType<TPublicProvider>;

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
