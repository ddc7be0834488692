import { z } from 'zod';
import {
  BOOKING_STATUSES,
  type TBooking,
  type TPublicProvider,
  type TSlotsResponse,
  ZBookingEmail,
} from './booking';
import { ZBookingPayment, ZPublicServicePayment } from './booking-payments';
import type { TProviderProfile } from './provider-setup';
import { LOCATION_TYPES, QUESTION_TYPES, ZBookingAnswer } from './service-options';
import { ZSmsLogEntry } from './sms';
import { ZManagedWaitlist } from './waitlist';

const ZPublicQuestion = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(QUESTION_TYPES),
  required: z.boolean(),
  options: z.array(z.string()).optional(),
});

/**
 * Response schemas of the booking API: the server serialises (and documents) with them, the
 * browser parses with them — one definition for both sides.
 */
export const ZBooking = z.object({
  id: z.string(),
  providerId: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  durationMinutes: z.number().int(),
  priceCents: z.number().int(),
  start: z.string(),
  end: z.string(),
  timezone: z.string(),
  status: z.enum(BOOKING_STATUSES),
  client: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  note: z.string(),
  answers: z.array(ZBookingAnswer),
  location: z.object({
    type: z.enum(LOCATION_TYPES),
    clientAddress: z.string(),
    videoUrl: z.string().nullable(),
  }),
  seriesId: z.string().nullable(),
  source: z.enum(['public', 'manual']),
  cancellationReason: z.string().nullable(),
  cancelledBy: z.enum(['client', 'provider']).nullable(),
  /** Issue 34: a hold's end while `awaiting_payment`, and the booking's payment (null: none asked). */
  holdExpiresAt: z.string().nullable().optional(),
  payment: ZBookingPayment.nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<TBooking>;

/**
 * GET /api/bookings?from&to&status&q: the provider's bookings overlapping [from, to); `nextCursor`
 * only when the list was asked with `limit` (null on the last page).
 */
export const ZBookingsResponse = z.object({
  success: z.literal(true),
  bookings: z.array(ZBooking),
  nextCursor: z.string().nullable().optional(),
});

/**
 * 201 of a series (POST /api/bookings with `recurrence`, issue 32): every occurrence, in order.
 * A conflict is a 409 whose `conflicts` lists the dates in French (« mardi 15 décembre 2026 »).
 */
export const ZCreateSeriesResponse = z.object({
  success: z.literal(true),
  seriesId: z.string(),
  bookings: z.array(ZBooking),
});

/** GET /api/bookings/{id}/emails: the booking's delivery log, newest first. */
export const ZBookingEmailsResponse = z.object({ success: z.literal(true), emails: z.array(ZBookingEmail) });

/** `{success, booking}`: every single-booking answer (get, create by the provider, patch, cancel). */
export const ZBookingEnvelope = z.object({ success: z.literal(true), booking: ZBooking });

/** GET /api/bookings/{id} (provider): the booking and its SMS log, newest first (issue 35). */
export const ZBookingDetailEnvelope = z.object({
  success: z.literal(true),
  booking: ZBooking.extend({ sms: z.array(ZSmsLogEntry) }),
});

/**
 * POST /api/bookings/{id}/cancel: the booking; `cancelled` lists every booking the scope took
 * (itself included), each of whose clients was told (issue 32).
 */
export const ZCancelBookingResponse = ZBookingEnvelope.extend({ cancelled: z.array(ZBooking) });

/** 201 of a public creation: the booking and the client's two links (the only copy of the token). */
export const ZCreateBookingResponse = ZBookingEnvelope.extend({
  manageUrl: z.string(),
  cancelUrl: z.string(),
  /**
   * Issue 34: a service that asks for a payment answers the booking `awaiting_payment` and the
   * Stripe Checkout page where the client pays (or leaves a card) before `holdExpiresAt`.
   */
  checkoutUrl: z.string().optional(),
});

/** POST /api/bookings (201): one booking by hand, or a series when `recurrence` was sent. */
export const ZCreateManualBookingResponse = z.union([ZCreateBookingResponse, ZCreateSeriesResponse]);

/** What a client's token opens: GET /api/public/bookings/by-token/{token} and /{id}?token=. */
export const ZManagedBooking = ZCreateBookingResponse.extend({
  provider: z.object({
    id: z.string(),
    displayName: z.string(),
    address: z.string(),
    phone: z.string(),
    timezone: z.string(),
    /** Whether the provider takes waitlist entries (the « plus tôt » alert, issue 33). */
    waitlistEnabled: z.boolean(),
  }),
  /** Whether the client may still cancel or move it online (cancellation notice, status). */
  canCancel: z.boolean(),
  /**
   * The last moment to cancel or move online; null when no notice applies. At or before
   * `booking.createdAt`, it was booked inside the notice: never changeable online (issue 30).
   */
  cancellationDeadline: z.string().nullable(),
  /** The client's « plus tôt » alert on this booking (issue 33), null without one. */
  waitlist: ZManagedWaitlist.nullable(),
  /**
   * Issue 34: while the booking is `awaiting_payment`, the Checkout page where the client pays
   * (null once paid, expired, or when Stripe never opened it); `paymentTerms` the conditions shown
   * before paying (empty without a payment).
   */
  checkoutUrl: z.string().nullable().optional(),
  paymentTerms: z.string().optional(),
});
export type TManagedBooking = z.infer<typeof ZManagedBooking>;

export const ZProviderProfile = z.object({
  providerId: z.string(),
  displayName: z.string(),
  description: z.string(),
  address: z.string(),
  phone: z.string(),
  timezone: z.string(),
  slug: z.string().nullable(),
}) satisfies z.ZodType<TProviderProfile>;

export const ZPublicProvider = z.object({
  id: z.string(),
  /** The readable address, when chosen: the page at the id's URL moves there. */
  slug: z.string().nullable(),
  displayName: z.string(),
  description: z.string(),
  address: z.string(),
  phone: z.string(),
  timezone: z.string(),
  logoUrl: z.string().nullable(),
  brandColor: z.string().nullable(),
  bookingOpen: z.boolean(),
  quotaExhausted: z.boolean(),
  contactEmail: z.string().nullable(),
  waitlistEnabled: z.boolean(),
  smsReminders: z.boolean(),
  services: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      durationMinutes: z.number(),
      priceCents: z.number(),
      capacity: z.number(),
      phoneRequired: z.boolean(),
      questions: z.array(ZPublicQuestion),
      location: z.object({ type: z.enum(LOCATION_TYPES) }),
      /**
       * Issue 34: what booking it asks (mode `none` while the provider's Stripe account cannot take
       * charges); `paymentTerms` the sentence the client reads before committing (empty for none).
       */
      payment: ZPublicServicePayment,
      paymentTerms: z.string(),
    }),
  ),
  rules: z.object({
    minNoticeMinutes: z.number(),
    maxAdvanceDays: z.number(),
    slotStepMinutes: z.number(),
    cancellationNoticeHours: z.number(),
  }),
}) satisfies z.ZodType<TPublicProvider>;

/** GET /api/public/providers/{id}. */
export const ZPublicProviderResponse = z.object({ success: z.literal(true), provider: ZPublicProvider });

/** GET /api/public/providers/{id}/slots?serviceId&from&to: the free start times, in UTC. */
export const ZSlotsResponse = z.object({
  success: z.literal(true),
  timezone: z.string(),
  slots: z.array(z.object({ start: z.string(), end: z.string(), remaining: z.number() })),
}) satisfies z.ZodType<TSlotsResponse>;

/** GET /api/public/providers/{id}/days?serviceId&month=AAAA-MM: the dates of the month with a free slot. */
export const ZAvailableDaysResponse = z.object({
  success: z.literal(true),
  timezone: z.string(),
  days: z.array(z.object({ date: z.string(), available: z.boolean() })),
});
