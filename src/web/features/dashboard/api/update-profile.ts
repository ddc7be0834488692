import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type TProfileUpdate, ZUser } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { PROFILE_QUERY_KEY } from './get-profile';

const ZProfileUpdateResponse = z.object({ success: z.literal(true), message: z.string(), user: ZUser });
export type TProfileUpdateResult = z.infer<typeof ZProfileUpdateResponse>;

/** PUT /api/auth/profile {nom, siret, adresse, telephone}. */
export async function updateProfile(input: TProfileUpdate): Promise<TProfileUpdateResult> {
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
