import { useQuery } from '@tanstack/react-query';
import type { TPublicConfig } from '../../shared/schemas/config';
import { apiRequest } from './api-client';

export const PUBLIC_CONFIG_QUERY_KEY = ['config', 'public'] as const;

/**
 * GET /api/config/public: what the administrators set for the public pages (sign-ups, support
 * e-mail, legal notice, testimonials, maintenance banner). The check of the answer comes with zod,
 * fetched beside the request, so the entry and the landing page never wait for it.
 */
export async function fetchPublicConfig(): Promise<TPublicConfig> {
  const [body, { parsePublicConfig }] = await Promise.all([
    apiRequest<unknown>('/api/config/public'),
    import('./public-config-parser'),
  ]);
  return parsePublicConfig(body);
}

/** Shared by every screen that shows part of it: one request, refreshed when the tab comes back. */
export function usePublicConfig() {
  return useQuery({
    queryKey: PUBLIC_CONFIG_QUERY_KEY,
    queryFn: fetchPublicConfig,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
}
