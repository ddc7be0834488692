import { ZV1BookingsPage, ZV1CreateBooking, ZV1Reschedule } from '../../../shared/schemas/api-keys-v1';
import type { TBooking } from '../../../shared/schemas/booking';
import { ZCancelBooking } from '../../../shared/schemas/booking';
import {
  ZBookingEnvelope,
  ZCancelBookingResponse,
  ZCreateBookingResponse,
} from '../../../shared/schemas/booking-responses';
import { v1NotFound, withExample } from '../api-keys/api';
import { BOOKING_MESSAGES } from './booking-errors';
import { bookingLinks } from './manage-token';
import { encodeCursor } from './v1-page';

/**
 * The examples of /api/v1/bookings in the OpenAPI document (issue 36), each attached to its schema
 * once: the routes use these schemas, openapi.int.test.ts parses every example with its own.
 */

const PROVIDER_ID = '6f1c2b9e-4d3a-4e7b-9c58-1a2b3c4d5e6f';
const CLIENT = { name: 'Rose Lambert', email: 'rose@exemple.fr', phone: '06 12 34 56 78' };

const BOOKING: TBooking = {
  id: '0b6a4c4e-3f1d-4c7a-9a55-2f7e8d1c9b10',
  providerId: PROVIDER_ID,
  serviceId: '9d2e7f60-1c4b-4a8e-b3d5-7e6f5a4b3c2d',
  serviceName: 'Coupe femme',
  durationMinutes: 45,
  priceCents: 3500,
  start: '2026-06-02T08:00:00.000Z',
  end: '2026-06-02T08:45:00.000Z',
  timezone: 'Europe/Paris',
  status: 'confirmed',
  client: CLIENT,
  note: '',
  answers: [],
  location: { type: 'in_person', clientAddress: '', videoUrl: null },
  seriesId: null,
  source: 'manual',
  cancellationReason: null,
  cancelledBy: null,
  holdExpiresAt: null,
  payment: null,
  createdAt: '2026-05-20T14:03:12.000Z',
  updatedAt: '2026-05-20T14:03:12.000Z',
};

const RESCHEDULED: TBooking = {
  ...BOOKING,
  start: '2026-06-03T09:30:00.000Z',
  end: '2026-06-03T10:15:00.000Z',
  updatedAt: '2026-05-21T09:12:40.000Z',
};

const REASON = 'Fermeture exceptionnelle';

const CANCELLED: TBooking = {
  ...BOOKING,
  status: 'cancelled',
  cancellationReason: REASON,
  cancelledBy: 'provider',
  updatedAt: '2026-05-22T17:45:03.000Z',
};

export const V1_BOOKINGS_PAGE = withExample(
  ZV1BookingsPage,
  {
    success: true,
    bookings: [BOOKING],
    nextCursor: encodeCursor({ startAt: new Date(BOOKING.start), id: BOOKING.id }),
  },
  'Une page de rendez-vous ; `nextCursor` ouvre la suivante (null à la dernière).',
);

export const V1_BOOKING = withExample(
  ZBookingEnvelope,
  { success: true, booking: BOOKING },
  'Le rendez-vous.',
);

export const V1_CREATE_BOOKING = withExample(ZV1CreateBooking, {
  serviceId: BOOKING.serviceId,
  start: '2026-06-02T08:00:00Z',
  client: CLIENT,
});

export const V1_CREATED_BOOKING = withExample(
  ZCreateBookingResponse,
  {
    success: true,
    booking: BOOKING,
    ...bookingLinks('https://creneau.example.fr', BOOKING, 'q8Zr3mYk1VwT0bXn5LdPcAe7HsJf2uQiRgN4oK9tWxE'),
  },
  'Le rendez-vous créé, et les liens du client pour le gérer ou l’annuler.',
);

export const V1_CANCEL_BOOKING = withExample(ZCancelBooking, { reason: REASON });

export const V1_CANCELLED_BOOKING = withExample(
  ZCancelBookingResponse,
  {
    success: true,
    booking: CANCELLED,
    cancelled: [CANCELLED],
  },
  'Le rendez-vous annulé ; `cancelled` : tous ceux que la portée (`scope`) a annulés.',
);

export const V1_RESCHEDULE_BOOKING = withExample(ZV1Reschedule, { start: '2026-06-03T09:30:00Z' });

export const V1_RESCHEDULED_BOOKING = withExample(
  ZBookingEnvelope,
  { success: true, booking: RESCHEDULED },
  'Le rendez-vous à son nouvel horaire.',
);

export const V1_BOOKING_NOT_FOUND = v1NotFound(BOOKING_MESSAGES.notFound);
