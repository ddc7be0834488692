import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TDpa, type TDpaFormInput, ZDpaActionResponse } from '../../../../shared/schemas/dpa';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { DPA_CONTENT_QUERY_KEY } from './dpa-query-keys';

/** POST /api/dpa/generate: step 1's details become a draft contract to read (SPEC §7). */
export async function generateDpa(form: TDpaFormInput): Promise<{ dpa: TDpa; message: string }> {
  const body = await apiRequest<unknown>('/api/dpa/generate', { method: 'POST', body: form });
  const { dpa, message } = parseResponse(ZDpaActionResponse, body);
  return { dpa, message };
}

export function useGenerateDpaMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateDpa,
    onSuccess: ({ dpa }) => queryClient.setQueryData(DPA_CONTENT_QUERY_KEY, dpa),
  });
}
