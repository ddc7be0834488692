import { useQuery } from '@tanstack/react-query';
import { ZAdminUserSearchResponse } from '../../../../../shared/schemas/auth';
import { apiRequest } from '../../../../lib/api-client';
import { parseResponse } from '../../../../lib/parse-response';

/** GET /api/admin/users/search?q: the accounts a banner can target (50 at most). */
export function useUserSearchQuery(q: string) {
  return useQuery({
    queryKey: ['admin', 'user-search', q],
    enabled: q.trim().length >= 2,
    queryFn: async ({ signal }) =>
      parseResponse(
        ZAdminUserSearchResponse,
        await apiRequest<unknown>(`/api/admin/users/search?q=${encodeURIComponent(q.trim())}`, { signal }),
      ).users,
  });
}
