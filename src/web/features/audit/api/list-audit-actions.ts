import { useQuery } from '@tanstack/react-query';
import { ZAuditActionsResponse } from '../../../../shared/schemas/audit';
import { ADMIN_QUERY_KEYS } from '../../../lib/admin/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/** GET /api/admin/audit/actions: the actions the log holds, for the filter. */
export async function listAuditActions(signal?: AbortSignal): Promise<string[]> {
  const body = await apiRequest<unknown>('/api/admin/audit/actions', { signal });
  return parseResponse(ZAuditActionsResponse, body).actions;
}

export function useAuditActionsQuery() {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEYS.audit, 'actions'],
    queryFn: ({ signal }) => listAuditActions(signal),
  });
}
