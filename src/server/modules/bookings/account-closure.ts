import { and, eq, gt, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { bookings } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { queueEmails } from '../../mail/queue-emails';
import type { TOutgoingEmail } from '../../mail/types';
import { queueBookingRefund } from '../booking-payments/api';
import { cancelPendingReminders } from '../reminders/api';
import { toBookingDto } from './booking-dto';
import { cancelledClientEmail } from './notify';
import { findProviderContact, listBookingsByIds } from './queries';

export const ACCOUNT_CLOSED_REASON = 'Le professionnel a fermé son compte';

/** What closing the agenda did: the bookings it cancelled (their e-mails are queued jobs). */
export type TClosedAgenda = { cancelledIds: string[] };

/**
 * Cancels the provider's upcoming confirmed appointments (their account is being erased) and
 * queues each customer's cancellation e-mail (with the CANCEL .ics, no link to a page that is
 * going) in the caller's transaction: the addresses are read before the anonymisation that follows
 * wipes them, and the e-mails exist exactly when the erasure commits.
 */
export async function cancelUpcomingBookingsOfProvider(
  deps: AppDeps,
  tx: TDbExecutor,
  providerId: string,
  now: Date,
): Promise<TClosedAgenda> {
  const rows = await tx
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
    .returning({ id: bookings.id });
  const cancelledIds = rows.map((r) => r.id);
  if (cancelledIds.length === 0) return { cancelledIds };
  await cancelPendingReminders(tx, cancelledIds);
  // Issue 34: what their clients paid online goes back (the refund jobs outlive the account).
  for (const id of cancelledIds) await queueBookingRefund(tx, deps.jobs, id, now);
  const provider = await findProviderContact(tx, providerId);
  if (!provider) throw new Error(`provider ${providerId} is gone`);
  const messages: TOutgoingEmail[] = [];
  const trigger = { userId: providerId, kind: 'account_deletion' } as const;
  for (const { booking, service } of await listBookingsByIds(tx, cancelledIds)) {
    const email = cancelledClientEmail(deps, { booking, service, provider }, { rebook: false });
    if (email) messages.push({ ...email, trigger });
  }
  await queueEmails(tx, deps.jobs, messages, now);
  return { cancelledIds };
}

/** Committed: calendars hear of the cancellations (the bookings as they now read). */
export async function publishCancellations(deps: AppDeps, bookingIds: readonly string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  for (const { booking, service } of await listBookingsByIds(deps.database.db, bookingIds)) {
    deps.events.emit('booking_deleted', toBookingDto(booking, service));
  }
}
