import { z } from 'zod';

/**
 * The answers of /api/calendar-sync (issue 31) as the dashboard reads them. The server's branch
 * writes them in src/shared/schemas/calendar-sync.ts; once it is merged these import from there.
 */
export const ZSyncCalendar = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  color: z.string().nullable(),
  checkConflicts: z.boolean(),
  writeBookings: z.boolean(),
});
export type TSyncCalendar = z.infer<typeof ZSyncCalendar>;

export const ZCalendarConnection = z.object({
  id: z.string(),
  serverUrl: z.string(),
  username: z.string(),
  status: z.enum(['ok', 'error']),
  lastSyncAt: z.string().nullable(),
  lastError: z.string().nullable(),
  showTitles: z.boolean(),
  calendars: z.array(ZSyncCalendar),
});
export type TCalendarConnection = z.infer<typeof ZCalendarConnection>;

/** A booking's event the provider moved or deleted in their own calendar, waiting for their choice. */
export const ZRemoteChange = z.object({
  bookingId: z.string(),
  change: z.enum(['moved', 'deleted']),
  serviceName: z.string(),
  clientName: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  remoteStart: z.string().nullable(),
  remoteEnd: z.string().nullable(),
});
export type TRemoteChange = z.infer<typeof ZRemoteChange>;

export const ZCalendarSync = z.object({
  connections: z.array(ZCalendarConnection),
  changes: z.array(ZRemoteChange),
});
export type TCalendarSync = z.infer<typeof ZCalendarSync>;

export const ZConnectionAnswer = z.object({ connection: ZCalendarConnection });

/** One calendar's choices as PATCH /api/calendar-sync/{id} takes them. */
export type TCalendarChoice = Pick<TSyncCalendar, 'id' | 'checkConflicts' | 'writeBookings'>;
