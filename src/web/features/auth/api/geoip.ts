import { useQuery } from '@tanstack/react-query';
import { ZGeoIpResponse } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/** GET /api/geoip: the visitor's country as our server sees it ('unknown' when it cannot tell). */
export async function fetchCountry(): Promise<string> {
  const body = await apiRequest<unknown>('/api/geoip');
  return parseResponse(ZGeoIpResponse, body).country;
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
