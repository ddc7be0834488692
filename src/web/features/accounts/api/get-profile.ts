import { useQuery } from '@tanstack/react-query';
import { type TUser, ZUserResponse } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

export const PROFILE_QUERY_KEY = ['auth', 'profile'] as const;

/** GET /api/auth/profile. */
export async function fetchProfile(): Promise<TUser> {
  return parseResponse(ZUserResponse, await apiRequest<unknown>('/api/auth/profile')).user;
}

export function useProfileQuery() {
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: fetchProfile });
}
