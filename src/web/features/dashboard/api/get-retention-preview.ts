import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

export const RETENTION_PREVIEW_QUERY_KEY = ['gdpr', 'retention'] as const;

const ZRetentionPreview = z.object({
  success: z.literal(true),
  retentionDays: z.number().int(),
  nextRunAt: z.string(),
  due: z.array(
    z.object({ bookingId: z.string(), start: z.string(), clientName: z.string(), purgeAt: z.string() }),
  ),
});
export type TRetentionPreview = z.infer<typeof ZRetentionPreview>;

/** GET /api/gdpr/retention: the next purge and the bookings it (or a run within 7 days) will anonymise. */
export async function fetchRetentionPreview(): Promise<TRetentionPreview> {
  return parseResponse(ZRetentionPreview, await apiRequest<unknown>('/api/gdpr/retention'));
}

/** Keyed by the saved retention period, so saving a new one fetches the matching preview. */
export function useRetentionPreviewQuery(retentionDays: number) {
  return useQuery({
    queryKey: [...RETENTION_PREVIEW_QUERY_KEY, retentionDays],
    queryFn: fetchRetentionPreview,
  });
}
