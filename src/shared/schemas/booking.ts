import { z } from 'zod';
import type { TBookingPayment, TServicePayment } from './booking-payments';
import { multiLine, singleLine, zInstant } from './fields';
import type { TService, TSettings } from './provider-setup';
import {
  CANCEL_SCOPES,
  type TBookingAnswer,
  type TLocationType,
  type TQuestion,
  ZAnswersInput,
  ZRecurrence,
} from './service-options';

/** Booking-domain API contract (docs/architecture.md, "API beyond SPEC §7"), shared by server and browser. */

const ZStart = zInstant('La date du rendez-vous');

// ---------- Bookings ----------
/** `awaiting_payment`: a public booking holding its slot while its payment is open (issue 34). */
export const BOOKING_STATUSES = [
  'confirmed',
  'cancelled',
  'no_show',
  'completed',
  'awaiting_payment',
] as const;
export type TBookingStatus = (typeof BOOKING_STATUSES)[number];

/** How every tier names a status and a source: the dashboard's badges and the appointments CSV. */
export const BOOKING_STATUS_LABELS: Record<TBookingStatus, string> = {
  confirmed: 'Confirmé',
  completed: 'Effectué',
  no_show: 'Absent',
  cancelled: 'Annulé',
  awaiting_payment: 'En attente de paiement',
};
export const BOOKING_SOURCE_LABELS: Record<'public' | 'manual', string> = {
  public: 'En ligne',
  manual: 'Manuel',
};

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
    .refine(...singleLine('L’adresse e-mail')),
  phone: z
    .string()
    .trim()
    .max(30)
    .refine((v) => v === '' || /^[+\d][\d\s.()-]{5,24}$/.test(v), 'Numéro de téléphone invalide')
    .default(''),
  /** Where an « À domicile » appointment takes place (issue 32); ignored for the other places. */
  address: z
    .string()
    .trim()
    .max(300, "L'adresse ne dépasse pas 300 caractères")
    .refine(...singleLine("L'adresse"))
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
  /** Answers to the service's questions, checked against them on the server (`answers.{id}`). */
  answers: ZAnswersInput.default({}),
  consent: z.literal(true, { error: 'Vous devez accepter la politique de confidentialité' }),
});
export type TCreatePublicBooking = z.input<typeof ZCreatePublicBooking>;

/** Manual booking by the provider (phone customer): no consent box, e-mail optional. */
export const ZCreateManualBooking = z.object({
  serviceId: z.uuid('Prestation invalide'),
  start: ZStart,
  client: ZClientInput.extend({ email: z.union([z.literal(''), ZClientInput.shape.email]).default('') }),
  note: ZNote.default(''),
  answers: ZAnswersInput.default({}),
  notifyClient: z.boolean().default(true),
  /** Issue 32: a series of appointments at the same local time, all created or none. */
  recurrence: ZRecurrence.optional(),
});

export const ZBookingPatch = z.object({
  status: z.enum(BOOKING_STATUSES).optional(),
  start: ZStart.optional(),
  note: ZNote.optional(),
  /** A move tells the client by e-mail unless the provider says not to (issue 15). */
  notifyClient: z.boolean().optional(),
});

/** POST /api/bookings/{id}/cancel: the provider's reason, told to the client; no body at all is fine. */
export const ZCancelBooking = z
  .object({
    reason: ZCancellationReason.optional(),
    /** Issue 32: this one (default), this and the following of its series, the series, or its whole group session. */
    scope: z.enum(CANCEL_SCOPES, { error: "Portée d'annulation inconnue" }).default('one'),
    /** Issue 34: give back what the client paid (the provider's choice; the server's default when absent). */
    refund: z.boolean({ error: 'Le choix du remboursement doit être oui ou non' }).optional(),
  })
  .default({ scope: 'one' });
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
  /** The client's answers to the service's questions, labels as asked (issue 32). Plain text. */
  answers: TBookingAnswer[];
  /**
   * Where it takes place: the type as booked; the client's address for « À domicile »; the
   * booking's own room for « En visio » (only ever sent to the provider and, by token, the client).
   */
  location: { type: TLocationType; clientAddress: string; videoUrl: string | null };
  /** The series it belongs to (created together by the provider), null for a single booking. */
  seriesId: string | null;
  source: 'public' | 'manual';
  cancellationReason: string | null;
  cancelledBy: 'client' | 'provider' | null;
  /** While `awaiting_payment`: when the slot is freed if the payment has not arrived (issue 34). */
  holdExpiresAt?: string | null;
  /** The deposit, prepayment or card guarantee of a service that asks for one (issue 34). */
  payment?: TBookingPayment | null;
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

/** `remaining`: seats left (1 for a one-client service; issue 32). */
export type TSlot = { start: string; end: string; remaining: number };
export type TSlotsResponse = { success: true; timezone: string; slots: TSlot[] };

export type TPublicProvider = {
  id: string;
  /** The readable address when chosen (issue 15). */
  slug: string | null;
  displayName: string;
  description: string;
  address: string;
  phone: string;
  timezone: string;
  /** The photo or logo (issue 15), versioned by its upload; null shows the initials. */
  logoUrl: string | null;
  /** The provider's colour for buttons and accents (issue 37); null keeps Créneau's. */
  brandColor: string | null;
  /** False until the provider signed their DPA: the page then takes no booking and shows no slot. */
  bookingOpen: boolean;
  /**
   * True while the provider has no appointment left this period (ADR 0036): no slot is offered,
   * and the page gives the provider's phone and e-mail instead.
   */
  quotaExhausted: boolean;
  /** The provider's e-mail, given only while quotaExhausted (null otherwise). */
  contactEmail: string | null;
  /** Whether a client who finds no slot may join the waitlist (issue 33). */
  waitlistEnabled: boolean;
  /**
   * Whether a French mobile number given on the form gets an SMS reminder (issue 35): the instance
   * sends SMS, the provider's « Rappel par SMS » is on and they have SMS credits left.
   */
  smsReminders: boolean;
  services: Array<
    Pick<
      TService,
      'id' | 'name' | 'description' | 'durationMinutes' | 'priceCents' | 'capacity' | 'phoneRequired'
    > & {
      questions: TQuestion[];
      /** The place's type only: a video base URL is never public. */
      location: { type: TLocationType };
      /** Issue 34: the rule in force (none while the provider cannot take charges) and its terms. */
      payment: TServicePayment;
      paymentTerms: string;
    }
  >;
  rules: Pick<
    TSettings,
    'minNoticeMinutes' | 'maxAdvanceDays' | 'slotStepMinutes' | 'cancellationNoticeHours'
  >;
};
