import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type TPublicWaitlistEntry, ZPublicWaitlistEntry } from '../../../../shared/schemas/waitlist';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

const entryKey = (entryId: string) => ['waitlist', 'public-entry', entryId] as const;

/** GET /api/public/waitlist/{entryId}?token=: the leave page's facts (404 for a link that opens nothing). */
export async function fetchPublicWaitlistEntry(
  entryId: string,
  token: string,
): Promise<TPublicWaitlistEntry> {
  const query = new URLSearchParams({ token });
  const body = await apiRequest<unknown>(
    `/api/public/waitlist/${encodeURIComponent(entryId)}?${query.toString()}`,
  );
  return parseResponse(ZPublicWaitlistEntry, body).entry;
}

export function usePublicWaitlistEntryQuery(entryId: string, token: string) {
  return useQuery({
    queryKey: entryKey(entryId),
    queryFn: () => fetchPublicWaitlistEntry(entryId, token),
  });
}

/** The leave route's answer: its French sentence when it gives one. */
const ZLeaveResponse = z.object({ success: z.literal(true), message: z.string().optional() });

/** POST /api/public/waitlist/{entryId}/leave {token}: the leave page and the manage page's alert. */
export async function leaveWaitlist(entryId: string, token: string): Promise<string | undefined> {
  const body = await apiRequest<unknown>(`/api/public/waitlist/${encodeURIComponent(entryId)}/leave`, {
    method: 'POST',
    body: { token },
  });
  return parseResponse(ZLeaveResponse, body).message;
}

export function useLeaveWaitlistMutation(entryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => leaveWaitlist(entryId, token),
    // Gone: a reload of the page must not show the entry again from the cache.
    onSuccess: () => queryClient.removeQueries({ queryKey: entryKey(entryId) }),
  });
}
