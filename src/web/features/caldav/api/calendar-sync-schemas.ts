import type { z } from 'zod';
import {
  type TCalendarConnection,
  type TRemoteChange,
  type ZCalendarChoice,
  ZCalendarConnectionResponse,
  ZCalendarSyncResponse,
  type ZSyncCalendar,
} from '../../../../shared/schemas/caldav';

/** The answers of /api/calendar-sync (issue 31) as the dashboard reads them: the server's schemas. */
export type { TCalendarConnection, TRemoteChange };
export type TSyncCalendar = z.infer<typeof ZSyncCalendar>;

export const ZCalendarSync = ZCalendarSyncResponse.omit({ success: true });
export type TCalendarSync = z.infer<typeof ZCalendarSync>;

export const ZConnectionAnswer = ZCalendarConnectionResponse.omit({ success: true });

/** One calendar's choices as PATCH /api/calendar-sync/{id} takes them. */
export type TCalendarChoice = z.infer<typeof ZCalendarChoice>;
