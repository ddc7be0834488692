import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TSiteConfig, ZAdminConfigResponse } from '../../../../shared/schemas/config';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { PUBLIC_CONFIG_QUERY_KEY } from '../../../lib/public-config';
import { ADMIN_CONFIG_QUERY_KEY } from './get-config';

/** PUT /api/admin/config with the keys of one section; the answer holds the whole configuration. */
export async function updateConfig(patch: Partial<TSiteConfig>): Promise<TSiteConfig> {
  const body = await apiRequest<unknown>('/api/admin/config', { method: 'PUT', body: patch });
  return parseResponse(ZAdminConfigResponse, body).config;
}

export function useUpdateConfigMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConfig,
    onSuccess: (config) => {
      queryClient.setQueryData(ADMIN_CONFIG_QUERY_KEY, config);
      // The banner and the public pages of this tab follow at once.
      void queryClient.invalidateQueries({ queryKey: PUBLIC_CONFIG_QUERY_KEY });
    },
  });
}
