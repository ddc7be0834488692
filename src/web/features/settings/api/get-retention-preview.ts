import { useQuery } from '@tanstack/react-query';
import { type TRetentionPreview, ZRetentionPreviewResponse } from '../../../../shared/schemas/gdpr';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { RETENTION_PREVIEW_QUERY_KEY } from '../../../lib/provider-data/query-keys';

/** GET /api/gdpr/retention: the next purge and the bookings it (or a run within 7 days) will anonymise. */
export async function fetchRetentionPreview(): Promise<TRetentionPreview> {
  return parseResponse(ZRetentionPreviewResponse, await apiRequest<unknown>('/api/gdpr/retention'));
}

/** Keyed by the saved retention period, so saving a new one fetches the matching preview. */
export function useRetentionPreviewQuery(retentionDays: number) {
  return useQuery({
    queryKey: [...RETENTION_PREVIEW_QUERY_KEY, retentionDays],
    queryFn: fetchRetentionPreview,
  });
}
