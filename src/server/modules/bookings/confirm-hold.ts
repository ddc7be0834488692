import type { TDbExecutor } from '../../db/executor';
import { PG, pgErrorCode } from '../../db/pg-errors';
import type { AppDeps } from '../../deps';
import { quotaLockKey } from '../billing/api';
import { queueBookingRefund } from '../booking-payments/api';
import { hasWriterCalendar } from '../caldav/api';
import { channelsFor } from '../notifications/api';
import { getSettings } from '../settings/api';
import { bringBooking, publishBrought, type TBrought } from './booking-brings';
import { type TBookingRow, toBookingDto } from './booking-dto';
import { inProviderTransaction } from './booking-transaction';
import { linkSealingKey, storedBookingLinks } from './manage-token';
import { findProviderBooking, findProviderContact, type TBookingWithService, updateBooking } from './queries';

/** What a payment's event did to its booking. */
export type THoldOutcome = 'confirmed' | 'refunded' | 'unchanged';

/**
 * `settle` runs first in the confirmation's transaction (the event recorded once, the payment
 * checked and marked): it answers the line the confirmation e-mail states (« Acompte payé :
 * 20,00 € »), or null when nothing more is to be done (a replay, a mismatch).
 */
export type TSettle = (tx: TDbExecutor) => Promise<string | null>;

/** The hold confirmed, under the constraint: false when the slot was taken meanwhile (23P01). */
async function confirmRow(tx: TDbExecutor, booking: TBookingRow, now: Date): Promise<TBookingRow | null> {
  const values = {
    status: 'confirmed' as const,
    holdExpiresAt: null,
    cancelledAt: null,
    cancelledBy: null,
    cancellationReason: null,
    updatedAt: now,
    ...(booking.status === 'cancelled' && { sequence: booking.sequence + 1 }),
  };
  if (booking.status === 'awaiting_payment') return updateBooking(tx, booking.id, values);
  try {
    // A savepoint: a slot lost meanwhile fails this statement only, not the event's transaction.
    return await tx.transaction((sp) => updateBooking(sp, booking.id, values));
  } catch (error) {
    if (pgErrorCode(error) === PG.exclusionViolation) return null;
    throw error;
  }
}

/**
 * The payment of a hold arrived (ADR 0061, « Confirmation only by the signed event »): in one
 * transaction under the provider's agenda and balance locks, the booking is confirmed and brings
 * everything a confirmed creation brings. A hold that had ended (released, cancelled by nobody) is
 * confirmed again if its slot is still free — the EXCLUDE constraint decides — and otherwise its
 * payment is refunded at once; so is a payment for a hold its client cancelled.
 */
export async function confirmPaidHold(
  deps: AppDeps,
  input: { providerId: string; bookingId: string; settle: TSettle },
): Promise<THoldOutcome> {
  const now = deps.now();
  const done = await inProviderTransaction(
    deps.database.db,
    input.providerId,
    async (tx): Promise<{ outcome: THoldOutcome; found?: TBookingWithService; brought?: TBrought }> => {
      const line = await input.settle(tx);
      if (line === null) return { outcome: 'unchanged' };
      const found = await findProviderBooking(tx, input.providerId, input.bookingId);
      if (!found) return { outcome: 'unchanged' };
      const { booking } = found;
      const ended = booking.status === 'cancelled';
      if (booking.status !== 'awaiting_payment' && !(ended && booking.cancelledBy === null)) {
        if (ended && (await queueBookingRefund(tx, deps.jobs, booking.id, now)))
          return { outcome: 'refunded' };
        return { outcome: 'unchanged' };
      }
      const row = await confirmRow(tx, booking, now);
      if (!row) {
        await queueBookingRefund(tx, deps.jobs, booking.id, now);
        return { outcome: 'refunded' };
      }
      const [settings, provider, channels, writesCalendar] = [
        await getSettings(tx, row.providerId),
        await findProviderContact(tx, row.providerId),
        await channelsFor(tx, row.providerId, 'booking_created'),
        await hasWriterCalendar(tx, row.providerId),
      ];
      const links = storedBookingLinks(deps.config.APP_URL, linkSealingKey(deps.jwtSecret), row);
      if (!provider || !links) throw new Error(`booking ${row.id}: no provider or client links`);
      const brought = await bringBooking(
        deps,
        tx,
        {
          ctx: { booking: row, service: { ...found.service, id: row.serviceId }, provider },
          links,
          source: 'public',
          trigger: { userId: null, kind: 'public_booking' },
          mail: { toClient: true, toProvider: true },
          settings,
          channels,
          writesCalendar,
          paid: { line },
        },
        now,
      );
      return { outcome: 'confirmed', found: { booking: row, service: found.service }, brought };
    },
    { alsoLock: quotaLockKey(input.providerId) },
  );
  if (done.found && done.brought)
    publishBrought(deps, toBookingDto(done.found.booking, done.found.service), done.brought);
  return done.outcome;
}
