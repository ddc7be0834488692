import { and, asc, eq, gte, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { bookings, waitlistEntries } from '../../db/schema';

/** An entry the offer job may write to, with the booking of a « plus tôt » alert. */
export type TOfferCandidate = {
  id: string;
  serviceId: string;
  fromDay: string;
  toDay: string;
  clientName: string;
  clientEmail: string;
  bookingId: string | null;
  /** The alert's booking as it is now (null for an ordinary entry). */
  booking: { status: string; startAt: Date; manageTokenSealed: string | null } | null;
};

/** Not offered yet, or last offered at or before `offeredBefore` (ADR 0060's 6-hour rule). */
const offerable = (offeredBefore: Date) =>
  or(isNull(waitlistEntries.offeredAt), lte(waitlistEntries.offeredAt, offeredBefore));

/**
 * The provider's entries whose window meets the days [fromDay, toDay] (YYYY-MM-DD, provider's
 * zone) and has not ended before `today`, waiting or offered long enough ago, in the order the
 * clients joined.
 */
export async function listOfferCandidates(
  db: TDbExecutor,
  providerId: string,
  days: { fromDay: string; toDay: string; today: string; offeredBefore: Date },
): Promise<TOfferCandidate[]> {
  const rows = await db
    .select({
      id: waitlistEntries.id,
      serviceId: waitlistEntries.serviceId,
      fromDay: waitlistEntries.fromDay,
      toDay: waitlistEntries.toDay,
      clientName: waitlistEntries.clientName,
      clientEmail: waitlistEntries.clientEmail,
      bookingId: waitlistEntries.bookingId,
      bookingStatus: bookings.status,
      bookingStart: bookings.startAt,
      bookingSealed: bookings.manageTokenSealed,
    })
    .from(waitlistEntries)
    .leftJoin(bookings, eq(bookings.id, waitlistEntries.bookingId))
    .where(
      and(
        eq(waitlistEntries.providerId, providerId),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
        offerable(days.offeredBefore),
        lte(waitlistEntries.fromDay, days.toDay),
        gte(waitlistEntries.toDay, days.fromDay),
        gte(waitlistEntries.toDay, days.today),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  return rows.map(({ bookingStatus, bookingStart, bookingSealed, ...entry }) => ({
    ...entry,
    booking:
      bookingStatus && bookingStart
        ? { status: bookingStatus, startAt: bookingStart, manageTokenSealed: bookingSealed }
        : null,
  }));
}

/**
 * Records an offer, in the transaction that queues its e-mail: only while the entry is not booked
 * and was not offered within the gap. False when another run (or a retry of this one) got there
 * first, so a job that runs twice e-mails once.
 */
export async function markOffered(
  tx: TDbExecutor,
  entryId: string,
  now: Date,
  offeredBefore: Date,
): Promise<boolean> {
  const rows = await tx
    .update(waitlistEntries)
    .set({ offeredAt: now, status: 'offered' })
    .where(
      and(eq(waitlistEntries.id, entryId), ne(waitlistEntries.status, 'booked'), offerable(offeredBefore)),
    )
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}
