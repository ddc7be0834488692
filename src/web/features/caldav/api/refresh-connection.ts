import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { type TCalendarConnection, ZConnectionAnswer } from './calendar-sync-schemas';
import { CALENDAR_SYNC_QUERY_KEY } from './query-keys';

/** The sync runs in the background within seconds: the list is read again at these delays, 20 s at most. */
export const REFRESH_READS_MS = [2_000, 5_000, 10_000, 20_000] as const;

/** POST /api/calendar-sync/{id}/refresh (202): queues a sync now. */
export async function refreshConnection(id: string): Promise<TCalendarConnection> {
  const body = await apiRequest<unknown>(`/api/calendar-sync/${encodeURIComponent(id)}/refresh`, {
    method: 'POST',
  });
  return parseResponse(ZConnectionAnswer, body).connection;
}

/**
 * « Actualiser »: asks for a sync, then reads the list again a few times until the connection's
 * last sync changes (or 20 s pass). `refreshing` stays true meanwhile; nothing waits on it.
 */
export function useRefreshConnection(connection: TCalendarConnection) {
  const queryClient = useQueryClient();
  const [since, setSince] = useState<{ lastSyncAt: string | null } | null>(null);
  const mutation = useMutation({
    mutationFn: refreshConnection,
    onMutate: () => setSince({ lastSyncAt: connection.lastSyncAt }),
    onError: () => setSince(null),
  });
  const waiting = since !== null && connection.lastSyncAt === since.lastSyncAt;

  useEffect(() => {
    if (!waiting || !mutation.isSuccess) return;
    const timers = REFRESH_READS_MS.map((delay, index) =>
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: CALENDAR_SYNC_QUERY_KEY });
        if (index === REFRESH_READS_MS.length - 1) setSince(null);
      }, delay),
    );
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [waiting, mutation.isSuccess, queryClient]);

  return {
    refresh: () => mutation.mutate(connection.id),
    refreshing: mutation.isPending || waiting,
    error: mutation.error,
  };
}
