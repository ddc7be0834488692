import { useQuery } from '@tanstack/react-query';
import { type TSupportAccess, ZSupportAccessResponse } from '../../../../shared/schemas/impersonation';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/** GET /api/auth/support-access: the administration's visits to the account, newest first. */
export async function fetchSupportAccess(): Promise<TSupportAccess[]> {
  const body = await apiRequest<unknown>('/api/auth/support-access');
  return parseResponse(ZSupportAccessResponse, body).accesses;
}

export function useSupportAccessQuery() {
  return useQuery({ queryKey: ['auth', 'support-access'], queryFn: fetchSupportAccess });
}
