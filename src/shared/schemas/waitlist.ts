import { z } from 'zod';
import { ZClientInput } from './booking';
import { zCalendarDate } from './fields';

/**
 * The waitlist (issue 33, ADR 0060): a client asks to be told when a slot of a service frees up
 * between two days; the first to book the offered slot wins through the normal booking path.
 */

/** `to` is at most this many days after `from` (one day up to a 61-day range). */
export const WAITLIST_MAX_DAYS_APART = 60;
/** One entry is offered a slot at most once in this many hours. */
export const WAITLIST_OFFER_GAP_HOURS = 6;
/** At most this many entries are offered one freed slot at once. */
export const WAITLIST_OFFERS_PER_SLOT = 5;

/** waiting: nothing offered yet · offered: an e-mail named a free slot · booked: the client booked. */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked'] as const;
export type TWaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export const WAITLIST_MESSAGES = {
  toBeforeFrom: 'La date de fin doit suivre la date de début',
  tooLong: `Une période de ${WAITLIST_MAX_DAYS_APART} jours au plus`,
  consent: 'Vous devez accepter la politique de confidentialité',
} as const;

function daysApart(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The days wanted: `from` to `to`, both included, in the provider's time zone. */
const ZWindow = z.object({
  from: zCalendarDate('La date de début'),
  to: zCalendarDate('La date de fin'),
});

/** POST /api/public/providers/{providerId}/waitlist. `website` is the honeypot: people leave it empty. */
export const ZJoinWaitlist = ZWindow.extend({
  serviceId: z.uuid('Prestation invalide'),
  client: ZClientInput.pick({ name: true, email: true, phone: true }),
  consent: z.literal(true, { error: WAITLIST_MESSAGES.consent }),
  website: z.string().max(500).optional(),
})
  .refine((w) => w.from <= w.to, { message: WAITLIST_MESSAGES.toBeforeFrom, path: ['to'] })
  .refine((w) => w.from > w.to || daysApart(w.from, w.to) <= WAITLIST_MAX_DAYS_APART, {
    message: WAITLIST_MESSAGES.tooLong,
    path: ['to'],
  });
export type TJoinWaitlist = z.input<typeof ZJoinWaitlist>;

export const ZWaitlistEntryRef = z.object({ id: z.string(), status: z.enum(WAITLIST_STATUSES) });
/** 201 of a join (public page or manage page). */
export const ZJoinWaitlistResponse = z.object({ success: z.literal(true), entry: ZWaitlistEntryRef });
export type TJoinWaitlistResponse = z.infer<typeof ZJoinWaitlistResponse>;

/** The leave link's token (e-mail): POST /api/public/waitlist/{entryId}/leave and GET …?token=. */
export const ZWaitlistToken = z.object({ token: z.string().trim().min(1, 'Lien invalide').max(200) });

/** GET /api/public/waitlist/{entryId}?token=: what the leave page shows. */
export const ZPublicWaitlistEntry = z.object({
  success: z.literal(true),
  entry: z.object({
    id: z.string(),
    status: z.enum(WAITLIST_STATUSES),
    from: z.string(),
    to: z.string(),
    serviceName: z.string(),
    providerName: z.string(),
    /** The booking page (slug or id), to book another way. */
    bookingPath: z.string(),
  }),
});
export type TPublicWaitlistEntry = z.infer<typeof ZPublicWaitlistEntry>['entry'];

/**
 * The manage page's earlier-slot alert (issue 33 item 1): the entry ends the day before the
 * booking; leaving it uses the same leave route with `leaveToken`.
 */
export const ZManagedWaitlist = z.object({ entryId: z.string(), leaveToken: z.string(), to: z.string() });
export type TManagedWaitlist = z.infer<typeof ZManagedWaitlist>;

/** POST /api/public/bookings/{bookingId}/waitlist {token}: the booking's manage token. */
export const ZEarlierSlotRequest = z.object({ token: z.string().trim().max(200).default('') });

/** One entry as its provider sees it. `bookingStart`: set for a client's « plus tôt » alert. */
export const ZWaitlistEntry = z.object({
  id: z.string(),
  serviceId: z.string(),
  from: z.string(),
  to: z.string(),
  client: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  status: z.enum(WAITLIST_STATUSES),
  createdAt: z.string(),
  offeredAt: z.string().nullable(),
  bookingStart: z.string().nullable(),
});
export type TWaitlistEntry = z.infer<typeof ZWaitlistEntry>;

/** GET /api/waitlist?status. */
export const ZWaitlistQuery = z.object({ status: z.enum(WAITLIST_STATUSES).optional() });
export const ZWaitlistResponse = z.object({ success: z.literal(true), entries: z.array(ZWaitlistEntry) });
export type TWaitlistResponse = z.infer<typeof ZWaitlistResponse>;
