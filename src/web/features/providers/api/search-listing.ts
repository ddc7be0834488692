import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZSearchListingResponse } from '../../../../shared/schemas/search-listing';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

const SEARCH_LISTING_KEY = ['provider', 'search-listing'] as const;

/** GET /api/provider/search-listing: whether the booking page is in the sitemap. */
export function useSearchListingQuery() {
  return useQuery({
    queryKey: SEARCH_LISTING_KEY,
    queryFn: async () =>
      parseResponse(ZSearchListingResponse, await apiRequest<unknown>('/api/provider/search-listing')).listed,
  });
}

/** PUT /api/provider/search-listing {listed}. */
export function useSaveSearchListingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (listed: boolean) =>
      parseResponse(
        ZSearchListingResponse,
        await apiRequest<unknown>('/api/provider/search-listing', { method: 'PUT', body: { listed } }),
      ).listed,
    onSuccess: (listed) => queryClient.setQueryData(SEARCH_LISTING_KEY, listed),
  });
}
