import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type TAuditList, type TAuditListQuery, ZAuditListResponse } from '../../../../shared/schemas/audit';
import { ADMIN_QUERY_KEYS } from '../../../lib/admin/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { toQueryString } from '../../../lib/query-string';

/** GET /api/admin/audit?page&action&targetType&from&to: the log, newest first. */
export async function listAudit(query: TAuditListQuery, signal?: AbortSignal): Promise<TAuditList> {
  const body = await apiRequest<unknown>(`/api/admin/audit${toQueryString(query)}`, { signal });
  return parseResponse(ZAuditListResponse, body);
}

export function useAuditQuery(query: TAuditListQuery) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEYS.audit, 'list', query],
    queryFn: ({ signal }) => listAudit(query, signal),
    placeholderData: keepPreviousData,
  });
}
