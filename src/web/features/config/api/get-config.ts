import { useQuery } from '@tanstack/react-query';
import { type TSiteConfig, ZAdminConfigResponse } from '../../../../shared/schemas/config';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

export const ADMIN_CONFIG_QUERY_KEY = ['admin', 'config'] as const;

/** GET /api/admin/config (admin only): every key with its stored or initial value. */
export async function fetchAdminConfig(): Promise<TSiteConfig> {
  return parseResponse(ZAdminConfigResponse, await apiRequest<unknown>('/api/admin/config')).config;
}

export function useAdminConfigQuery() {
  return useQuery({ queryKey: ADMIN_CONFIG_QUERY_KEY, queryFn: fetchAdminConfig });
}
