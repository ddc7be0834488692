import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type TAdminUserSearchResponse, ZAdminUserSearchResponse } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/** GET /api/admin/users/search?q= (admin only): the newest matches and their total. */
export async function searchUsers(q: string, signal?: AbortSignal): Promise<TAdminUserSearchResponse> {
  const body = await apiRequest<unknown>(`/api/admin/users/search?q=${encodeURIComponent(q)}`, { signal });
  return parseResponse(ZAdminUserSearchResponse, body);
}

export function useUserSearchQuery(q: string) {
  return useQuery({
    queryKey: ['admin', 'users', q],
    queryFn: ({ signal }) => searchUsers(q, signal),
    // Keeps the previous results on screen while the next search runs.
    placeholderData: keepPreviousData,
  });
}
