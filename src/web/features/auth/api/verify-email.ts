import { useQuery } from '@tanstack/react-query';
import { type TUser, ZVerifyEmailResponse } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

export type TVerified = { message: string; session: { token: string; user: TUser } | null };

/**
 * GET /api/auth/verify-email/{token}: consumes the link's token and answers a French message —
 * with a session when this is the browser that signed up (issue 15).
 */
export async function verifyEmail(token: string): Promise<TVerified> {
  const body = await apiRequest<unknown>(`/api/auth/verify-email/${encodeURIComponent(token)}`, {
    silent401: true,
  });
  const { message, token: sessionToken, user } = parseResponse(ZVerifyEmailResponse, body);
  return { message, session: sessionToken && user ? { token: sessionToken, user } : null };
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
