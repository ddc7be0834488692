import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TIcalLink, ZIcalLinkResponse } from '../../../../shared/schemas/calendar';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { ICAL_LINK_QUERY_KEY } from './get-ical-link';

/** POST /api/ical/link/rotate: a new secret address; the old one stops working at once. */
export async function rotateIcalLink(): Promise<TIcalLink> {
  const body = await apiRequest<unknown>('/api/ical/link/rotate', { method: 'POST' });
  const { httpsUrl, webcalUrl } = parseResponse(ZIcalLinkResponse, body);
  return { httpsUrl, webcalUrl };
}

export function useRotateIcalLinkMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateIcalLink,
    onSuccess: (link) => queryClient.setQueryData(ICAL_LINK_QUERY_KEY, link),
  });
}
