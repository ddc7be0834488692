import { useQuery } from '@tanstack/react-query';
import { type TSecurityKey, ZSecurityKeysResponse } from '../../../../shared/schemas/webauthn';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

export const SECURITY_KEYS_QUERY_KEY = ['webauthn', 'credentials'] as const;

/** GET /api/webauthn/credentials: the account's security keys and passkeys. */
export async function fetchSecurityKeys(): Promise<TSecurityKey[]> {
  const body = await apiRequest<unknown>('/api/webauthn/credentials');
  return parseResponse(ZSecurityKeysResponse, body).keys;
}

export function useSecurityKeysQuery() {
  return useQuery({ queryKey: SECURITY_KEYS_QUERY_KEY, queryFn: fetchSecurityKeys });
}
