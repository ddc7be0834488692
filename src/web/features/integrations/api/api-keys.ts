import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TApiKey,
  type TCreateApiKey,
  type TCreatedApiKey,
  ZApiKeysResponse,
  ZCreatedApiKeyResponse,
} from '../../../../shared/schemas/api-keys';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

const API_KEYS_KEY = ['provider', 'api-keys'] as const;

/** GET /api/api-keys: the provider's live keys, newest first (never their secrets). */
export async function fetchApiKeys(signal?: AbortSignal): Promise<TApiKey[]> {
  return parseResponse(ZApiKeysResponse, await apiRequest<unknown>('/api/api-keys', { signal })).apiKeys;
}

export function useApiKeysQuery() {
  return useQuery({ queryKey: API_KEYS_KEY, queryFn: ({ signal }) => fetchApiKeys(signal) });
}

/** POST /api/api-keys: the answer holds the secret, shown this once. */
export async function createApiKey(input: TCreateApiKey): Promise<TCreatedApiKey> {
  return parseResponse(
    ZCreatedApiKeyResponse,
    await apiRequest<unknown>('/api/api-keys', { method: 'POST', body: input }),
  );
}

export function useCreateApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}

/** DELETE /api/api-keys/{id}: the key stops working at once. */
export async function revokeApiKey(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}
