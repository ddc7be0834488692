import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TBooking, ZCreateManualBooking } from '../../../../shared/schemas/booking';
import { ZBookingEnvelope, ZCreateSeriesResponse } from '../../../../shared/schemas/booking-responses';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/parse-api-error';
import { parseResponse } from '../../../lib/parse-response';
import { applyBookingChange } from './bookings-cache';

export type TCreateManualBooking = z.input<typeof ZCreateManualBooking>;
export type TCreateManualBookingRequest = { input: TCreateManualBooking; idempotencyKey: string };
/** What was created: one booking, or every occurrence of a series (in order) with its id. */
export type TCreatedBookings = { bookings: TBooking[]; seriesId: string | null };

const ZCreated = z.union([ZCreateSeriesResponse, ZBookingEnvelope]);

/**
 * POST /api/bookings with an Idempotency-Key: a retry after a lost answer gets the first booking
 * back instead of a second one; 409 when the time overlaps another booking (for a series, the
 * dates that are not free, and nothing is created).
 */
export async function createManualBooking({
  input,
  idempotencyKey,
}: TCreateManualBookingRequest): Promise<TCreatedBookings> {
  const body = await apiRequest<unknown>('/api/bookings', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const created = parseResponse(ZCreated, body);
  return 'bookings' in created
    ? { bookings: created.bookings, seriesId: created.seriesId }
    : { bookings: [created.booking], seriesId: null };
}

const ZConflicts = z.object({ conflicts: z.array(z.object({ start: z.string(), label: z.string() })) });

/** The dates of a series that are not free, from its 409 (« mardi 15 décembre 2026 »); empty otherwise. */
export function seriesConflictsOf(error: unknown): Array<{ start: string; label: string }> {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const parsed = ZConflicts.safeParse(error.body);
  return parsed.success ? parsed.data.conflicts : [];
}

export function useCreateManualBookingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualBooking,
    onSuccess: ({ bookings }) => {
      for (const booking of bookings) applyBookingChange(queryClient, 'booking_created', booking);
    },
  });
}
