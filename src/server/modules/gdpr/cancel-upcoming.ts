import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { bookings, services } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { insertOutboxEmail } from '../../mail/outbox-insert';
import type { TBookingRow, TBookingService } from '../bookings/booking-dto';
import { cancelledClientEmail } from '../bookings/notify';
import { findProviderContact } from '../bookings/queries';
import { cancelPendingReminders } from './anonymise';

export const ACCOUNT_CLOSED_REASON = 'Le professionnel a fermé son compte';

export type TCancelledBooking = { booking: TBookingRow; service: TBookingService };

/**
 * Cancels the provider's upcoming confirmed appointments and queues each customer's cancellation
 * e-mail (with the CANCEL .ics) in the caller's transaction: the addresses are read before the
 * anonymisation that follows wipes them, and the e-mails exist exactly when the deletion commits.
 */
export async function cancelUpcomingBookings(
  deps: AppDeps,
  tx: TDbExecutor,
  providerId: string,
  now: Date,
): Promise<TCancelledBooking[]> {
  const cancelled = await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      cancelledBy: 'provider',
      cancellationReason: ACCOUNT_CLOSED_REASON,
      // Calendars replace the event only when its SEQUENCE grows.
      sequence: sql`${bookings.sequence} + 1`,
      updatedAt: now,
    })
    .where(
      and(eq(bookings.providerId, providerId), eq(bookings.status, 'confirmed'), gt(bookings.startAt, now)),
    )
    .returning();
  if (cancelled.length === 0) return [];
  await cancelPendingReminders(
    tx,
    cancelled.map((b) => b.id),
  );
  const provider = await findProviderContact(tx, providerId);
  if (!provider) throw new Error(`provider ${providerId} is gone`);
  const serviceRows = await tx
    .select({ id: services.id, name: services.name, priceCents: services.priceCents })
    .from(services)
    .where(inArray(services.id, [...new Set(cancelled.map((b) => b.serviceId))]));
  const serviceById = new Map(serviceRows.map(({ id, ...service }) => [id, service]));
  const result: TCancelledBooking[] = [];
  for (const booking of cancelled) {
    const service = serviceById.get(booking.serviceId);
    if (!service) throw new Error(`service ${booking.serviceId} of booking ${booking.id} is gone`);
    const email = cancelledClientEmail(deps, { booking, service, provider }, { rebook: false });
    if (email) await insertOutboxEmail(tx, email, now);
    result.push({ booking, service });
  }
  return result;
}
