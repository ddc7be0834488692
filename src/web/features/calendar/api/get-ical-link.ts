import { useQuery } from '@tanstack/react-query';
import { type TIcalLink, ZIcalLinkResponse } from '../../../../shared/schemas/calendar';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

export const ICAL_LINK_QUERY_KEY = ['provider', 'ical-link'] as const;

/** GET /api/ical/link: the provider's secret subscription address (created on the first call). */
export async function fetchIcalLink(): Promise<TIcalLink> {
  const { httpsUrl, webcalUrl } = parseResponse(
    ZIcalLinkResponse,
    await apiRequest<unknown>('/api/ical/link'),
  );
  return { httpsUrl, webcalUrl };
}

/** Not asked while an administrator uses the account: the address is its holder's secret. */
export function useIcalLinkQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: ICAL_LINK_QUERY_KEY, queryFn: fetchIcalLink, enabled });
}
