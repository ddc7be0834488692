import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TProfileUpdate,
  type TProfileUpdateResponse,
  ZProfileUpdateResponse,
} from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { PROFILE_QUERY_KEY } from './get-profile';

/** PUT /api/auth/profile {nom, siret, adresse, telephone}. */
export async function updateProfile(input: TProfileUpdate): Promise<TProfileUpdateResponse> {
  const body = await apiRequest<unknown>('/api/auth/profile', { method: 'PUT', body: input });
  return parseResponse(ZProfileUpdateResponse, body);
}

export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (result) => queryClient.setQueryData(PROFILE_QUERY_KEY, result.user),
  });
}
