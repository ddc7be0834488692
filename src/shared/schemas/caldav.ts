import { z } from 'zod';
import { singleLine, zInstant } from './fields';

/**
 * Two-way calendar sync over CalDAV (issue 31, DESIGN « Calendar sync »). The iCal export link is
 * `calendar.ts`; this is the provider's own calendar account read for busy times and written with
 * their bookings.
 */
export const CALENDAR_SYNC_LIMITS = {
  serverUrl: 500,
  username: 200,
  password: 500,
  /** Accounts per provider: a work calendar, a personal one, a shared one. */
  connections: 3,
  calendarsPerPatch: 100,
  /** GET /api/calendar-sync/busy: at most this many days at once. */
  busyDays: 62,
} as const;

export const ZConnectCalendar = z.strictObject({
  serverUrl: z
    .string({ error: 'L’adresse du serveur est requise' })
    .trim()
    .min(1, 'L’adresse du serveur est requise')
    .max(
      CALENDAR_SYNC_LIMITS.serverUrl,
      `L’adresse du serveur dépasse ${CALENDAR_SYNC_LIMITS.serverUrl} caractères`,
    )
    .refine(...singleLine('L’adresse du serveur')),
  username: z
    .string({ error: 'L’identifiant est requis' })
    .trim()
    .min(1, 'L’identifiant est requis')
    .max(CALENDAR_SYNC_LIMITS.username, `L’identifiant dépasse ${CALENDAR_SYNC_LIMITS.username} caractères`)
    .refine(...singleLine('L’identifiant')),
  password: z
    .string({ error: 'Le mot de passe d’application est requis' })
    .min(1, 'Le mot de passe d’application est requis')
    .max(CALENDAR_SYNC_LIMITS.password, `Le mot de passe dépasse ${CALENDAR_SYNC_LIMITS.password} caractères`)
    .refine(...singleLine('Le mot de passe')),
});
export type TConnectCalendar = z.infer<typeof ZConnectCalendar>;

export const ZCalendarChoice = z.strictObject({
  id: z.uuid('Identifiant d’agenda invalide'),
  checkConflicts: z.boolean({ error: 'checkConflicts doit valoir true ou false' }),
  writeBookings: z.boolean({ error: 'writeBookings doit valoir true ou false' }),
});

export const ZUpdateCalendarConnection = z.strictObject({
  calendars: z
    .array(ZCalendarChoice, { error: 'calendars doit être une liste' })
    .max(CALENDAR_SYNC_LIMITS.calendarsPerPatch, 'Trop d’agendas dans la requête')
    .refine(
      (calendars) => calendars.filter((c) => c.writeBookings).length <= 1,
      'Un seul agenda peut recevoir vos rendez-vous',
    )
    .optional(),
  showTitles: z.boolean({ error: 'showTitles doit valoir true ou false' }).optional(),
});
export type TUpdateCalendarConnection = z.infer<typeof ZUpdateCalendarConnection>;

export const ZSyncCalendar = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  color: z.string().nullable(),
  checkConflicts: z.boolean(),
  writeBookings: z.boolean(),
});

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

/** A booking's event that the provider moved or deleted in their calendar, waiting for their choice. */
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

export const ZCalendarSyncResponse = z.object({
  success: z.literal(true),
  connections: z.array(ZCalendarConnection),
  changes: z.array(ZRemoteChange),
});
export const ZCalendarConnectionResponse = z.object({
  success: z.literal(true),
  connection: ZCalendarConnection,
});

export const ZCalendarBusyQuery = z
  .strictObject({ from: zInstant('La date de début'), to: zInstant('La date de fin') })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), {
    message: 'La date de fin doit suivre la date de début',
    path: ['to'],
  })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= CALENDAR_SYNC_LIMITS.busyDays * 86_400_000, {
    message: `Période de ${CALENDAR_SYNC_LIMITS.busyDays} jours au plus`,
    path: ['to'],
  });

export const ZCalendarBusyResponse = z.object({
  success: z.literal(true),
  busy: z.array(
    z.object({ start: z.string(), end: z.string(), allDay: z.boolean(), title: z.string().nullable() }),
  ),
});

/** DELETE /api/calendar-sync/{id}: 204, no body. */
export const ZNoContent = z.null();

/** Where the notifications and e-mails of the sync lead: the settings' section. */
export const CALENDAR_SYNC_PATH = '/dashboard/settings#synchroniser-agenda';
