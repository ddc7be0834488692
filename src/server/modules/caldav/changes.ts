import { and, eq, isNotNull } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { calendarBookingEvents } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { cancelBookingAsProvider } from '../bookings/api';
import { recordRemoteChange } from './links';

export const CHANGE_MESSAGES = {
  notFound: 'Aucune modification en attente pour ce rendez-vous',
  cancelReason: 'Annulé depuis l’agenda personnel du professionnel',
} as const;

/** A remote change of this provider's booking, waiting for their choice; else 404. */
async function requirePendingChange(tx: TDbExecutor, providerId: string, bookingId: string) {
  const [row] = isUuid(bookingId)
    ? await tx
        .select({ bookingId: calendarBookingEvents.bookingId })
        .from(calendarBookingEvents)
        .where(
          and(
            eq(calendarBookingEvents.bookingId, bookingId),
            eq(calendarBookingEvents.providerId, providerId),
            isNotNull(calendarBookingEvents.remoteChange),
          ),
        )
        .for('update')
    : [];
  if (!row) throw new AppError('NOT_FOUND', CHANGE_MESSAGES.notFound);
}

/** « Garder le rendez-vous »: the change is settled and the event written back as the booking is. */
export async function keepBooking(deps: AppDeps, providerId: string, bookingId: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    await requirePendingChange(tx, providerId, bookingId);
    await recordRemoteChange(
      tx,
      bookingId,
      { remoteChange: null, remoteStart: null, remoteEnd: null },
      deps.now(),
    );
    await deps.jobs.send('caldav.write-booking', { bookingId }, { tx });
  });
}

/**
 * « Annuler le rendez-vous du client »: the provider's own cancellation (the client's e-mail, the
 * appointment given back), whose write job then removes the event.
 */
export async function cancelChangedBooking(
  deps: AppDeps,
  providerId: string,
  bookingId: string,
): Promise<void> {
  await requirePendingChange(deps.database.db, providerId, bookingId);
  await cancelBookingAsProvider(deps, providerId, bookingId, CHANGE_MESSAGES.cancelReason);
}
