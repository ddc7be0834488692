import { useQuery } from '@tanstack/react-query';
import { ZSettingsResponse } from '../../../shared/schemas/provider-responses';
import type { TSettings } from '../../../shared/schemas/provider-setup';
import { apiRequest } from '../api-client';
import { parseResponse } from '../parse-response';

export const SETTINGS_QUERY_KEY = ['provider', 'settings'] as const;

/** GET /api/settings: the provider's booking rules and calendar defaults (DEFAULT_SETTINGS when unset). */
export async function fetchSettings(): Promise<TSettings> {
  return parseResponse(ZSettingsResponse, await apiRequest<unknown>('/api/settings')).settings;
}

export function useSettingsQuery() {
  return useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: fetchSettings });
}
