import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSettingsResponse } from '../../../../shared/schemas/provider-responses';
import type { TSettings } from '../../../../shared/schemas/provider-setup';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { SETTINGS_QUERY_KEY } from '../../../lib/provider-data/get-settings';
import { RETENTION_PREVIEW_QUERY_KEY } from '../../../lib/provider-data/query-keys';

/** PUT /api/settings {dataRetentionDays}: the answer to the overview's question, even the default. */
export async function chooseRetention(dataRetentionDays: number): Promise<TSettings> {
  const body = await apiRequest<unknown>('/api/settings', { method: 'PUT', body: { dataRetentionDays } });
  return parseResponse(ZSettingsResponse, body).settings;
}

/** `onSaved` runs before the caches change: the question unmounts while the preview reloads. */
export function useChooseRetentionMutation(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseRetention,
    onSuccess: async (settings) => {
      onSaved();
      queryClient.setQueryData(SETTINGS_QUERY_KEY, settings);
      // The same duration keeps the preview's key: the answer must still read as chosen.
      await queryClient.invalidateQueries({ queryKey: RETENTION_PREVIEW_QUERY_KEY });
    },
  });
}
