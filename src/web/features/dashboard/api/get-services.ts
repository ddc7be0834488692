import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { TService } from '../../../../shared/schemas/booking';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

export const SERVICES_QUERY_KEY = ['provider', 'services'] as const;

/** A service as the server sends it (already validated on the way in, so only its shape is checked). */
export const ZServiceResponseItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  durationMinutes: z.number(),
  priceCents: z.number(),
  bufferBeforeMinutes: z.number(),
  bufferAfterMinutes: z.number(),
  active: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodType<TService>;

const ZServicesResponse = z.object({ success: z.literal(true), services: z.array(ZServiceResponseItem) });

/** GET /api/services: the provider's services (archived ones excluded by the server). */
export async function fetchServices(): Promise<TService[]> {
  return parseResponse(ZServicesResponse, await apiRequest<unknown>('/api/services')).services;
}

export function useServicesQuery() {
  return useQuery({ queryKey: SERVICES_QUERY_KEY, queryFn: fetchServices });
}
