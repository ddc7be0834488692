import { useQuery } from '@tanstack/react-query';
import { ZMessageResponse } from '../../../../shared/schemas/common';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/** GET /api/auth/verify-email/{token}: consumes the link's token and answers a French message. */
export async function verifyEmail(token: string): Promise<string> {
  const body = await apiRequest<unknown>(`/api/auth/verify-email/${encodeURIComponent(token)}`, {
    silent401: true,
  });
  return parseResponse(ZMessageResponse, body).message;
}

/** A query (not a mutation) so a re-render or StrictMode never sends the single-use token twice. */
export function useVerifyEmailQuery(token: string | undefined) {
  return useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
