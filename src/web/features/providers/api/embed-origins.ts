import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZEmbedResponse } from '../../../../shared/schemas/embed';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

const EMBED_QUERY_KEY = ['provider', 'embed'] as const;

/** GET /api/provider/embed: the sites allowed to show the booking page in a frame. */
export function useEmbedOriginsQuery() {
  return useQuery({
    queryKey: EMBED_QUERY_KEY,
    queryFn: async () =>
      parseResponse(ZEmbedResponse, await apiRequest<unknown>('/api/provider/embed')).origins,
  });
}

/** PUT /api/provider/embed {origins}: the list replaced, answered normalised. */
export function useSaveEmbedOriginsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (origins: string[]) =>
      parseResponse(
        ZEmbedResponse,
        await apiRequest<unknown>('/api/provider/embed', { method: 'PUT', body: { origins } }),
      ).origins,
    onSuccess: (origins) => queryClient.setQueryData(EMBED_QUERY_KEY, origins),
  });
}
