import { asc, inArray } from 'drizzle-orm';
import { DEFAULT_TIMEZONE } from '../../../shared/french-format';
import type { TBookingPayment, TReceivedPayment } from '../../../shared/schemas/booking-payments';
import type { TDbExecutor } from '../../db/executor';
import { bookingPayments } from '../../db/schema';
import { toBookingPaymentDto } from './dto';
import { connectAccountOf } from './queries';
import { listReceivedPayments } from './received';

/** One payment in a client's GDPR export: amounts, statuses and dates, never a Stripe id. */
export type TClientPaymentExport = TBookingPayment & { bookingId: string; createdAt: string };

/**
 * The payments of these bookings (a client's, at this provider), oldest first, for their
 * access request (art. 15): what they paid, what came back, the no-show fee, and when.
 */
export async function clientPaymentsOfBookings(
  db: TDbExecutor,
  providerId: string,
  bookingIds: string[],
): Promise<TClientPaymentExport[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .select()
    .from(bookingPayments)
    .where(inArray(bookingPayments.bookingId, bookingIds))
    .orderBy(asc(bookingPayments.createdAt));
  return rows
    .filter((row) => row.providerId === providerId)
    .map((row) => ({
      bookingId: row.bookingId,
      ...toBookingPaymentDto(row),
      createdAt: row.createdAt.toISOString(),
    }));
}

export type TBookingPaymentsExport = {
  /** The provider's own Stripe account as Créneau knows it, or null before onboarding. */
  account: { id: string; chargesEnabled: boolean; detailsSubmitted: boolean; createdAt: string } | null;
  /** Every payment of their clients, newest first (no limit: their whole history). */
  payments: TReceivedPayment[];
};

/** The provider's full export (art. 15, 20): their Stripe account and every booking payment. */
export async function exportBookingPaymentsOf(
  db: TDbExecutor,
  providerId: string,
): Promise<TBookingPaymentsExport> {
  const account = await connectAccountOf(db, providerId);
  return {
    account: account && {
      id: account.stripeAccountId,
      chargesEnabled: account.chargesEnabled,
      detailsSubmitted: account.detailsSubmitted,
      createdAt: account.createdAt.toISOString(),
    },
    payments: await listReceivedPayments(db, providerId, {}, DEFAULT_TIMEZONE, null),
  };
}
