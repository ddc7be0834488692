import { useQuery } from '@tanstack/react-query';
import { ZResetTokenStatusResponse } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/** GET /api/auth/reset-password/{token}: whether the link can still be used (it is not consumed). */
export async function checkResetToken(token: string): Promise<boolean> {
  const body = await apiRequest<unknown>(`/api/auth/reset-password/${encodeURIComponent(token)}`, {
    silent401: true,
  });
  return parseResponse(ZResetTokenStatusResponse, body).valid;
}

export function useResetTokenQuery(token: string) {
  return useQuery({
    queryKey: ['auth', 'reset-token', token],
    queryFn: () => checkResetToken(token),
    retry: false,
  });
}
