import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type TJobFailureList,
  type TJobFailureListQuery,
  ZJobFailureListResponse,
} from '../../../../shared/schemas/job-failures';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { toQueryString } from '../../../lib/query-string';

/** Every cached list of failures: an action refreshes them all, the admin home's count included. */
export const JOB_FAILURES_KEY = ['admin', 'job-failures'] as const;

/** GET /api/admin/job-failures?status&page&pageSize (admin only): open ones first. */
export async function listJobFailures(
  query: TJobFailureListQuery,
  signal?: AbortSignal,
): Promise<TJobFailureList> {
  const body = await apiRequest<unknown>(`/api/admin/job-failures${toQueryString(query)}`, { signal });
  return parseResponse(ZJobFailureListResponse, body);
}

export function useJobFailuresQuery(query: TJobFailureListQuery) {
  return useQuery({
    queryKey: [...JOB_FAILURES_KEY, 'list', query],
    queryFn: ({ signal }) => listJobFailures(query, signal),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** How many failures wait for an administrator (one row asked for: the answer counts them all). */
export function useOpenJobFailureCount() {
  return useQuery({
    queryKey: [...JOB_FAILURES_KEY, 'open-count'],
    queryFn: ({ signal }) => listJobFailures({ status: 'open', pageSize: 1 }, signal),
    select: (list) => list.openCount,
  });
}
