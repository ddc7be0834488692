import { useQuery } from '@tanstack/react-query';
import { type TGeoIpResponse, ZGeoIpResponse } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/**
 * GET /api/geoip: the visitor's country as our server sees it ('unknown' when it cannot tell), and
 * whether sign-up accepts an unknown one.
 */
export async function fetchCountry(): Promise<Omit<TGeoIpResponse, 'success'>> {
  const { country, unknownAllowed } = parseResponse(ZGeoIpResponse, await apiRequest<unknown>('/api/geoip'));
  return { country, unknownAllowed };
}

export function useCountryQuery(enabled: boolean) {
  return useQuery({
    queryKey: ['geoip'],
    queryFn: fetchCountry,
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
