import { useQuery } from '@tanstack/react-query';
import { type TRetentionPreview, ZRetentionPreviewResponse } from '../../../shared/schemas/gdpr';
import { apiRequest } from '../api-client';
import { parseResponse } from '../parse-response';
import { RETENTION_PREVIEW_QUERY_KEY } from './query-keys';

/**
 * GET /api/gdpr/retention: the next purge, the bookings it (or a run within 7 days) will anonymise,
 * whether the provider chose the duration and their first purge (Paramètres and the overview).
 */
export async function fetchRetentionPreview(): Promise<TRetentionPreview> {
  return parseResponse(ZRetentionPreviewResponse, await apiRequest<unknown>('/api/gdpr/retention'));
}

/** Keyed by the saved retention period, so saving a new one fetches the matching preview. */
export function useRetentionPreviewQuery(retentionDays: number, enabled = true) {
  return useQuery({
    queryKey: [...RETENTION_PREVIEW_QUERY_KEY, retentionDays],
    queryFn: fetchRetentionPreview,
    enabled,
  });
}
