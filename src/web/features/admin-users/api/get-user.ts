import { useQuery } from '@tanstack/react-query';
import { type TAdminUserDetail, ZAdminUserDetailResponse } from '../../../../shared/schemas/admin-users';
import { ADMIN_QUERY_KEYS } from '../../../lib/admin/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/** GET /api/admin/users/{id}: profile, DPA, bookings, sessions and audit entries of one account. */
export async function getUser(id: string, signal?: AbortSignal): Promise<TAdminUserDetail> {
  const body = await apiRequest<unknown>(`/api/admin/users/${encodeURIComponent(id)}`, { signal });
  return parseResponse(ZAdminUserDetailResponse, body);
}

export function useUserQuery(id: string) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEYS.users, 'detail', id],
    queryFn: ({ signal }) => getUser(id, signal),
  });
}
