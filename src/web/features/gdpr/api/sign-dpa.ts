import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TDpa, ZDpaActionResponse } from '../../../../shared/schemas/dpa';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
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

export function useSignDpaMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signDpa,
    onSuccess: ({ dpa }) => {
      queryClient.setQueryData(DPA_CONTENT_QUERY_KEY, dpa);
      queryClient.setQueryData(DPA_STATUS_QUERY_KEY, true);
    },
  });
}
