import { z } from 'zod';
import { NO_PAYMENT, ZServicePayment } from './booking-payments';
import { multiLine, singleLine, zCalendarDate } from './fields';
import { SERVICE_OPTION_DEFAULTS, ZCapacity, ZLocation, ZQuestions } from './service-options';
import { SMS_OFFSET_MAX_MINUTES, SMS_OFFSET_MIN_MINUTES } from './sms';

/**
 * What a provider sets up before taking bookings — booking-page profile, services, weekly hours
 * and exceptions, settings (docs/architecture.md, "API beyond SPEC §7"), shared by server and browser.
 */

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
export type TProviderProfile = z.output<typeof ZProviderProfileInput> & {
  providerId: string;
  /** `/booking/{slug}` when the provider chose one (issue 15). */
  slug: string | null;
};

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
  /** Issue 32: intake questions, seats per slot, the phone rule and the place. */
  questions: ZQuestions.default(SERVICE_OPTION_DEFAULTS.questions),
  capacity: ZCapacity.default(SERVICE_OPTION_DEFAULTS.capacity),
  phoneRequired: z.boolean().default(SERVICE_OPTION_DEFAULTS.phoneRequired),
  location: ZLocation.default(SERVICE_OPTION_DEFAULTS.location),
  /** Issue 34: an « acompte », the whole price or a card guarantee, on the provider's Stripe account. */
  payment: ZServicePayment.default(NO_PAYMENT),
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
  questions: serviceField.questions.unwrap().optional(),
  capacity: serviceField.capacity.unwrap().optional(),
  phoneRequired: serviceField.phoneRequired.unwrap().optional(),
  location: serviceField.location.unwrap().optional(),
  payment: serviceField.payment.unwrap().optional(),
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

/** The longest span one request may close or open (a year and a day: a sabbatical, not a typo of the year). */
export const OVERRIDE_RANGE_MAX_DAYS = 366;
const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * POST /api/availability/overrides/range (issue 15): the same exception on every day from `from`
 * to `to`, both included — « congés du 3 au 17 août » in one step.
 */
export const ZOverrideRangeInput = z
  .object({
    from: zCalendarDate('La date de début'),
    to: zCalendarDate('La date de fin'),
    ranges: ZOverrideInput.shape.ranges,
    note: ZOverrideInput.shape.note,
  })
  .refine((r) => r.from <= r.to, { message: 'La date de fin doit suivre la date de début', path: ['to'] })
  .refine((r) => r.from > r.to || dayCount(r.from, r.to) <= OVERRIDE_RANGE_MAX_DAYS, {
    message: `Une période de ${OVERRIDE_RANGE_MAX_DAYS} jours au plus`,
    path: ['to'],
  });
export type TOverrideRangeInput = z.input<typeof ZOverrideRangeInput>;

/** Every calendar day from `from` to `to`, both included (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** GET /api/availability/holidays?year: the year's public holidays and whether each is closed already. */
export const ZHolidaysQuery = z.object({
  year: z.coerce
    .number({ error: 'Année invalide' })
    .int('Année invalide')
    .min(2000, 'Année invalide')
    .max(2099, 'Année invalide'),
});
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
  /**
   * The master switch of the push channel: a push goes out only when this is on and the type's
   * push preference too (ADR 0033). E-mails about clients' bookings are notification preferences.
   */
  browserNotifications: z.boolean(),
  dataRetentionDays: z.number().int().min(1).max(1095),
  /** The morning agenda e-mail. */
  dailyAgendaEmail: z.boolean(),
  /** Clients may join the waitlist when no slot suits them (issue 33); on by default. */
  waitlistEnabled: z.boolean(),
  /** « Rappel par SMS » (issue 35): one SMS reminder to French mobiles; off by default. */
  smsReminders: z.boolean(),
  /** When the SMS goes, minutes before the start; null: the longest reminder offset still ahead. */
  smsReminderOffsetMinutes: z
    .number()
    .int()
    .min(SMS_OFFSET_MIN_MINUTES)
    .max(SMS_OFFSET_MAX_MINUTES)
    .nullable(),
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
  dailyAgendaEmail: false,
  waitlistEnabled: true,
  smsReminders: false,
  smsReminderOffsetMinutes: null,
};
