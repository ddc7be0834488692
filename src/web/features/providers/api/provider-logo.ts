import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZProviderLogoResponse } from '../../../../shared/schemas/provider-logo';
import { apiRequest, type RequestOptions } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

const LOGO_QUERY_KEY = ['provider', 'logo'] as const;
const LOGO_PATH = '/api/provider/logo';

const requestLogo = async (options?: RequestOptions) =>
  parseResponse(ZProviderLogoResponse, await apiRequest<unknown>(LOGO_PATH, options)).logoUrl;

/** GET /api/provider/logo: the versioned address of the booking page's photo or logo, or null. */
export function useProviderLogoQuery() {
  return useQuery({ queryKey: LOGO_QUERY_KEY, queryFn: () => requestLogo() });
}

/** PUT /api/provider/logo (the image itself as the body) and DELETE: the new address, or null. */
export function useProviderLogoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) =>
      requestLogo(file ? { method: 'PUT', file, timeoutMs: 60_000 } : { method: 'DELETE' }),
    onSuccess: (logoUrl) => queryClient.setQueryData(LOGO_QUERY_KEY, logoUrl),
  });
}
