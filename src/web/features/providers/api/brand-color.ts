import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZBrandColorResponse } from '../../../../shared/schemas/brand-color';
import { apiRequest, type RequestOptions } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

const BRAND_COLOR_KEY = ['provider', 'brand-color'] as const;
const BRAND_COLOR_PATH = '/api/provider/brand-color';

const requestBrandColor = async (options?: RequestOptions) =>
  parseResponse(ZBrandColorResponse, await apiRequest<unknown>(BRAND_COLOR_PATH, options)).brandColor;

/** GET /api/provider/brand-color: the booking page's `#rrggbb`, or null for Créneau's colour. */
export function useBrandColorQuery() {
  return useQuery({ queryKey: BRAND_COLOR_KEY, queryFn: () => requestBrandColor() });
}

/** PUT /api/provider/brand-color {brandColor}; null goes back to Créneau's colour. */
export function useSaveBrandColorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (brandColor: string | null) => requestBrandColor({ method: 'PUT', body: { brandColor } }),
    onSuccess: (brandColor) => queryClient.setQueryData(BRAND_COLOR_KEY, brandColor),
  });
}
