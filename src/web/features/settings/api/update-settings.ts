import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSettingsResponse } from '../../../../shared/schemas/provider-responses';
import type { TSettings } from '../../../../shared/schemas/provider-setup';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { SETTINGS_QUERY_KEY } from '../../../lib/provider-data/get-settings';

/** PUT /api/settings with only the fields that changed; the answer holds the whole settings. */
export async function updateSettings(patch: Partial<TSettings>): Promise<TSettings> {
  const body = await apiRequest<unknown>('/api/settings', { method: 'PUT', body: patch });
  return parseResponse(ZSettingsResponse, body).settings;
}

export function useUpdateSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_QUERY_KEY, settings),
  });
}
