import { and, asc, eq, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { TBooking } from '../../../shared/schemas/booking';
import { bookings } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { defineJob } from '../../jobs/job-definition';
import { markPaymentExpired, queueCheckoutExpiry } from '../booking-payments/api';
import { queueWaitlistOffer } from '../waitlist/api';
import { toBookingDto } from './booking-dto';
import { inProviderTransaction } from './booking-transaction';
import { forgetStoredResponsesAbout } from './idempotency';
import { findProviderBooking, updateBooking } from './queries';

/** Why a hold ended, as the provider's agenda and the client's page read it. */
export const HOLD_RELEASED_REASON = 'Paiement non reçu';

/**
 * Ends a hold still `awaiting_payment` (ADR 0061): cancelled by nobody (or by its client, from the
 * manage page: a payment arriving afterwards is then refunded, never re-confirmed), its payment `expired`, the
 * freed time offered to the waitlist, in one transaction under the agenda lock; then the
 * provider's agenda drops it. It used no appointment and sent no e-mail: none is given back or
 * sent. `forgetReplay`: Stripe never opened its session, so a retry with the same Idempotency-Key
 * tries again rather than replaying a booking that no longer holds. False when it was not a hold
 * any more (paid, released already): null.
 */
export async function releaseHold(
  deps: AppDeps,
  input: { providerId: string; bookingId: string; forgetReplay?: boolean; byClient?: boolean },
): Promise<TBooking | null> {
  const now = deps.now();
  const released = await inProviderTransaction(deps.database.db, input.providerId, async (tx) => {
    const found = await findProviderBooking(tx, input.providerId, input.bookingId);
    if (found?.booking.status !== 'awaiting_payment') return null;
    const { booking } = found;
    const row = await updateBooking(tx, booking.id, {
      status: 'cancelled',
      cancelledAt: now,
      cancelledBy: input.byClient ? 'client' : null,
      cancellationReason: input.byClient ? null : HOLD_RELEASED_REASON,
      sequence: booking.sequence + 1,
      updatedAt: now,
    });
    await markPaymentExpired(tx, booking.id, now);
    // Given back by its client: the session still open at Stripe is closed, so nobody pays it afterwards.
    if (input.byClient) await queueCheckoutExpiry(tx, deps.jobs, booking.id);
    await queueWaitlistOffer(tx, deps.jobs, booking.providerId, {
      from: booking.blockedFrom,
      to: booking.blockedTo,
    });
    if (input.forgetReplay) await forgetStoredResponsesAbout(tx, [booking.id]);
    return toBookingDto(row, found.service);
  });
  if (released) deps.events.emit('booking_deleted', released);
  return released;
}

/** Holds whose end passed, oldest first; each released in its provider's own transaction. */
export async function releaseExpiredHolds(deps: AppDeps, limit = 500): Promise<number> {
  const due = await deps.database.db
    .select({ id: bookings.id, providerId: bookings.providerId })
    .from(bookings)
    .where(and(eq(bookings.status, 'awaiting_payment'), lte(bookings.holdExpiresAt, deps.now())))
    .orderBy(asc(bookings.holdExpiresAt))
    .limit(limit);
  let released = 0;
  for (const hold of due)
    if (await releaseHold(deps, { providerId: hold.providerId, bookingId: hold.id })) released += 1;
  return released;
}

/** `booking-payments.expire-holds`, every 30 s: a hold whose end passed frees its slot (ADR 0061). */
export const expireHoldsJob = defineJob({
  name: 'booking-payments.expire-holds',
  schema: z.object({}),
  policy: 'stately',
  retryLimit: 1,
  tickSeconds: () => 30,
  async handler(deps) {
    await releaseExpiredHolds(deps);
  },
});
