import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUserResponse } from '../../../../shared/schemas/auth';
import { type TDpa, ZDpaActionResponse } from '../../../../shared/schemas/dpa';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { parseResponse } from '../../../lib/parse-response';
import { PROVIDER_PROFILE_QUERY_KEY } from '../../../lib/provider-data/get-provider-profile';
import { DPA_CONTENT_QUERY_KEY, DPA_STATUS_QUERY_KEY } from './dpa-query-keys';

/**
 * POST /api/dpa/sign (SPEC §7: dpaData, signature). The browser asks no third-party service for
 * its IP: the server records the address it sees, with the user agent, time and content hash.
 */
export async function signDpa(dpaId: string): Promise<{ dpa: TDpa; message: string }> {
  const body = await apiRequest<unknown>('/api/dpa/sign', {
    method: 'POST',
    body: {
      dpaData: { id: dpaId },
      signature: {
        accepted: true,
        userAgent: navigator.userAgent,
        timestamp: new Date().toISOString(),
        method: 'electronic',
      },
    },
  });
  const { dpa, message } = parseResponse(ZDpaActionResponse, body);
  return { dpa, message };
}

/** The account after signing: the contract's details are now its own (issue 15). */
async function signedInAccount() {
  return parseResponse(ZUserResponse, await apiRequest<unknown>('/api/auth/profile')).user;
}

export function useSignDpaMutation() {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: signDpa,
    onSuccess: ({ dpa }) => {
      queryClient.setQueryData(DPA_CONTENT_QUERY_KEY, dpa);
      queryClient.setQueryData(DPA_STATUS_QUERY_KEY, true);
      // The overview, Profil and « Page de réservation » show the details typed in the contract.
      void queryClient.invalidateQueries({ queryKey: PROVIDER_PROFILE_QUERY_KEY });
      signedInAccount()
        .then(updateUser)
        .catch(() => {
          // The signature stands; the account's copy refreshes at the next page load.
        });
    },
  });
}
