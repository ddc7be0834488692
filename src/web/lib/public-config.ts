import { useQuery } from '@tanstack/react-query';
import type { TPublicConfig } from '../../shared/schemas/config';
import { apiRequest } from './api-client';

export const PUBLIC_CONFIG_QUERY_KEY = ['config', 'public'] as const;

/** Resolves once the browser is idle (the first paint is done), or after 2 s at the latest. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 0);
  });
}

/**
 * GET /api/config/public: what the administrators set for the public pages (sign-ups, support
 * e-mail, legal notice, testimonials, maintenance banner). The check of the answer comes with zod,
 * fetched beside the request once the browser is idle, so the entry and the landing page never
 * wait for it nor share their first paint with it (docs/decisions/0031).
 */
export async function fetchPublicConfig(): Promise<TPublicConfig> {
  const [body, { parsePublicConfig }] = await Promise.all([
    apiRequest<unknown>('/api/config/public'),
    whenIdle().then(() => import('./public-config-parser')),
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
