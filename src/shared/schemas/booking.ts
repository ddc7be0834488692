import { z } from 'zod';
import { multiLine, singleLine, zCalendarDate, zInstant } from './fields';

/** Booking-domain API contract (docs/architecture.md, "API beyond SPEC §7"), shared by server and browser. */

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const ZTime = z.string().regex(HHMM, 'Heure invalide (format HH:MM attendu)');
export const ZDate = zCalendarDate('La date');
export const ZTimeZone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat('fr-FR', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'Fuseau horaire inconnu');
const ZStart = zInstant('La date du rendez-vous');

export const ZTimeRange = z
  .object({ start: ZTime, end: ZTime })
  .refine((r) => r.start < r.end, { message: "L'heure de fin doit suivre l'heure de début", path: ['end'] });
export type TTimeRange = z.infer<typeof ZTimeRange>;

// ---------- Provider public profile ----------
export const ZProviderProfileInput = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, 'Le nom affiché est requis')
    .max(120)
    .refine(...singleLine('Le nom affiché')),
  description: z
    .string()
    .trim()
    .max(2000)
    .refine(...multiLine('La description'))
    .default(''),
  address: z
    .string()
    .trim()
    .max(300)
    .refine(...singleLine("L'adresse"))
    .default(''),
  phone: z
    .string()
    .trim()
    .max(30)
    .refine(...singleLine('Le téléphone'))
    .default(''),
  timezone: ZTimeZone.default('Europe/Paris'),
});
export type TProviderProfileInput = z.input<typeof ZProviderProfileInput>;
export type TProviderProfile = z.output<typeof ZProviderProfileInput> & { providerId: string };

// ---------- Services ----------
export const ZServiceInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Le nom de la prestation est requis')
    .max(120)
    .refine(...singleLine('Le nom de la prestation')),
  description: z
    .string()
    .trim()
    .max(2000)
    .refine(...multiLine('La description'))
    .default(''),
  durationMinutes: z
    .number()
    .int()
    .min(5, 'Durée minimale : 5 minutes')
    .max(720, 'Durée maximale : 12 heures'),
  priceCents: z.number().int().min(0, 'Le prix ne peut pas être négatif').max(10_000_000),
  bufferBeforeMinutes: z.number().int().min(0).max(240).default(0),
  bufferAfterMinutes: z.number().int().min(0).max(240).default(0),
  active: z.boolean().default(true),
});
export type TServiceInput = z.input<typeof ZServiceInput>;

const serviceField = ZServiceInput.shape;
/**
 * PATCH body: every field optional and without its default. `ZServiceInput.partial()` would still
 * fill the defaults of absent fields (zod applies a default inside an optional), so a PATCH of the
 * name alone would reset the description, the buffers and `active`: absent fields keep their values.
 */
export const ZServicePatch = z.object({
  name: serviceField.name.optional(),
  description: serviceField.description.unwrap().optional(),
  durationMinutes: serviceField.durationMinutes.optional(),
  priceCents: serviceField.priceCents.optional(),
  bufferBeforeMinutes: serviceField.bufferBeforeMinutes.unwrap().optional(),
  bufferAfterMinutes: serviceField.bufferAfterMinutes.unwrap().optional(),
  active: serviceField.active.unwrap().optional(),
});
export type TServicePatch = z.input<typeof ZServicePatch>;
export type TService = z.output<typeof ZServiceInput> & { id: string; createdAt: string };

// ---------- Availability ----------
export const ZWeeklyRange = z
  .object({ weekday: z.number().int().min(1).max(7), start: ZTime, end: ZTime })
  .refine((r) => r.start < r.end, { message: "L'heure de fin doit suivre l'heure de début", path: ['end'] });
export const ZAvailability = z.object({ timezone: ZTimeZone, weekly: z.array(ZWeeklyRange).max(100) });
export type TAvailability = z.infer<typeof ZAvailability>;

export const ZOverrideInput = z.object({
  date: ZDate,
  /** No ranges: closed that day. */
  ranges: z.array(ZTimeRange).max(20).default([]),
  note: z
    .string()
    .trim()
    .max(200)
    .refine(...singleLine('La note'))
    .default(''),
});
export type TOverrideInput = z.input<typeof ZOverrideInput>;
export type TOverride = z.output<typeof ZOverrideInput> & { id: string };

// ---------- Settings (SPEC §3 configuration defaults + booking rules) ----------
export const ZSettings = z.object({
  calendarView: z.enum(['month', 'week', 'day']),
  weekStartsOn: z.number().int().min(0).max(6),
  workDayStart: ZTime,
  workDayEnd: ZTime,
  slotStepMinutes: z.number().int().min(5).max(240),
  minNoticeMinutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 30),
  maxAdvanceDays: z.number().int().min(1).max(730),
  cancellationNoticeHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 30),
  reminderOffsetsMinutes: z.array(z.number().int().min(5).max(10_080)).max(10),
  browserNotifications: z.boolean(),
  dataRetentionDays: z.number().int().min(1).max(1095),
  /** E-mails the provider receives: a new booking, a cancellation by the client, the morning agenda. */
  emailOnNewBooking: z.boolean(),
  emailOnCancellation: z.boolean(),
  dailyAgendaEmail: z.boolean(),
});
export const ZSettingsPatch = ZSettings.partial();
export type TSettings = z.infer<typeof ZSettings>;
export const DEFAULT_SETTINGS: TSettings = {
  calendarView: 'month',
  weekStartsOn: 1,
  workDayStart: '09:00',
  workDayEnd: '18:00',
  slotStepMinutes: 30,
  minNoticeMinutes: 120,
  maxAdvanceDays: 60,
  cancellationNoticeHours: 24,
  reminderOffsetsMinutes: [1440],
  browserNotifications: true,
  dataRetentionDays: 30,
  emailOnNewBooking: true,
  emailOnCancellation: true,
  dailyAgendaEmail: false,
};

// ---------- Bookings ----------
export const BOOKING_STATUSES = ['confirmed', 'cancelled', 'no_show', 'completed'] as const;
export type TBookingStatus = (typeof BOOKING_STATUSES)[number];

export const ZClientInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Le nom est requis')
    .max(120)
    .refine(...singleLine('Le nom')),
  email: z
    .string()
    .trim()
    .min(1, "L'email est requis")
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Adresse email invalide')
    .refine(...singleLine("L'email")),
  phone: z
    .string()
    .trim()
    .max(30)
    .refine((v) => v === '' || /^[+\d][\d\s.()-]{5,24}$/.test(v), 'Numéro de téléphone invalide')
    .default(''),
});

/** The booking's note: the client's words on the public page, the provider's in the agenda. */
const ZNote = z
  .string()
  .trim()
  .max(2000)
  .refine(...multiLine('La note'));

/** Why a booking is cancelled (provider or client), told to the other side by e-mail. */
export const ZCancellationReason = z
  .string()
  .trim()
  .max(1000)
  .refine(...multiLine('Le motif'));

export const ZCreatePublicBooking = z.object({
  serviceId: z.uuid('Prestation invalide'),
  start: ZStart,
  client: ZClientInput,
  note: ZNote.default(''),
  consent: z.literal(true, { error: 'Vous devez accepter la politique de confidentialité' }),
});
export type TCreatePublicBooking = z.input<typeof ZCreatePublicBooking>;

/** Manual booking by the provider (phone customer): no consent box, e-mail optional. */
export const ZCreateManualBooking = z.object({
  serviceId: z.uuid('Prestation invalide'),
  start: ZStart,
  client: ZClientInput.extend({ email: z.union([z.literal(''), ZClientInput.shape.email]).default('') }),
  note: ZNote.default(''),
  notifyClient: z.boolean().default(true),
});

export const ZBookingPatch = z.object({
  status: z.enum(BOOKING_STATUSES).optional(),
  start: ZStart.optional(),
  note: ZNote.optional(),
});

/** POST /api/bookings/{id}/cancel: the provider's reason, told to the client; no body at all is fine. */
export const ZCancelBooking = z.object({ reason: ZCancellationReason.optional() }).default({});
export type TCancelBooking = z.input<typeof ZCancelBooking>;

/** The token of a client's link; empty opens nothing (the server answers 404, like a wrong one). */
const ZClientToken = z.string().trim().max(200).default('');

/** GET /api/public/bookings/{id}?token= and its .ics: the booking a client's link opens. */
export const ZClientTokenQuery = z.object({ token: ZClientToken });

/** POST /api/public/bookings/{id}/cancel: the client's token and, optionally, why. */
export const ZClientCancelBooking = z.object({ token: ZClientToken, reason: ZCancellationReason.optional() });
export type TClientCancelBooking = z.input<typeof ZClientCancelBooking>;

/** POST /api/public/bookings/{id}/reschedule: the client's token and the new start. */
export const ZClientRescheduleBooking = z.object({ token: ZClientToken, start: ZStart });
export type TClientRescheduleBooking = z.input<typeof ZClientRescheduleBooking>;

/** The full booking: only ever sent to its provider (and, for its own booking, to the client by token). */
export type TBooking = {
  id: string;
  providerId: string;
  serviceId: string;
  serviceName: string;
  durationMinutes: number;
  priceCents: number;
  start: string;
  end: string;
  timezone: string;
  status: TBookingStatus;
  client: { name: string; email: string; phone: string };
  note: string;
  source: 'public' | 'manual';
  cancellationReason: string | null;
  cancelledBy: 'client' | 'provider' | null;
  createdAt: string;
  updatedAt: string;
};

/** One line of a booking's delivery log (GET /api/bookings/{id}/emails), newest first. */
export const EMAIL_DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'failed', 'logged'] as const;
export const ZBookingEmail = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Recipient, subject and content erased with the customer's data (GDPR); `to` then says nothing. */
  erased: z.boolean(),
});
export type TBookingEmail = z.infer<typeof ZBookingEmail>;

/** What public calendar rooms receive: no personal data (privacy principle of docs/architecture.md). */
export type TPublicBookingEvent = { id: string; start: string; end: string; status: TBookingStatus };

export type TSlot = { start: string; end: string };
export type TSlotsResponse = { success: true; timezone: string; slots: TSlot[] };

export type TPublicProvider = {
  id: string;
  displayName: string;
  description: string;
  address: string;
  phone: string;
  timezone: string;
  /** False until the provider signed their DPA: the page then takes no booking and shows no slot. */
  bookingOpen: boolean;
  services: Array<Pick<TService, 'id' | 'name' | 'description' | 'durationMinutes' | 'priceCents'>>;
  rules: Pick<
    TSettings,
    'minNoticeMinutes' | 'maxAdvanceDays' | 'slotStepMinutes' | 'cancellationNoticeHours'
  >;
};

export type TClientSummary = {
  email: string;
  name: string;
  phone: string;
  visits: number;
  lastVisit: string | null;
  nextVisit: string | null;
};
