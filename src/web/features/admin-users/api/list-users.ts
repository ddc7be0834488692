import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type TAdminUserList,
  type TAdminUserListQuery,
  ZAdminUserListResponse,
} from '../../../../shared/schemas/admin-users';
import { ADMIN_QUERY_KEYS } from '../../../lib/admin/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { toQueryString } from '../../../lib/query-string';

/** GET /api/admin/users?q&role&status&verified&page (admin only). */
export async function listUsers(query: TAdminUserListQuery, signal?: AbortSignal): Promise<TAdminUserList> {
  const body = await apiRequest<unknown>(`/api/admin/users${toQueryString(query)}`, { signal });
  return parseResponse(ZAdminUserListResponse, body);
}

export function useUsersQuery(query: TAdminUserListQuery) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEYS.users, 'list', query],
    queryFn: ({ signal }) => listUsers(query, signal),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
