import { DateTime } from 'luxon';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { findByClientToken } from '../bookings/api';
import { isBookingOpen } from '../dpa/api';
import { getService } from '../services/api';
import { getSettings } from '../settings/api';
import { emitWebhookEvent, waitlistEntryWebhookData } from '../webhooks/api';
import { WAITLIST_JOIN_MESSAGES } from './join';
import { dropAnsweredAlertOf, insertEntry } from './queries';

export const WAITLIST_ALERT_MESSAGES = {
  notUpcoming: 'Seul un rendez-vous confirmé et à venir peut être avancé.',
  noEarlierDay: 'Votre rendez-vous est déjà au plus tôt : aucun jour ne le précède.',
  exists: 'Vous serez déjà prévenu(e) si un créneau plus tôt se libère.',
} as const;

/**
 * POST /api/public/bookings/{bookingId}/waitlist {token} (ADR 0060): the client of an upcoming
 * booking asks to hear of an earlier slot of its service, from today to the day before it.
 */
export async function askForEarlierSlot(
  deps: AppDeps,
  bookingId: string,
  token: string,
): Promise<{ id: string; status: 'waiting' }> {
  const { booking } = await findByClientToken(deps, token, bookingId);
  const now = deps.now();
  const db = deps.database.db;
  const [settings, open, service] = await Promise.all([
    getSettings(db, booking.providerId),
    isBookingOpen(db, booking.providerId),
    getService(db, booking.providerId, booking.serviceId),
  ]);
  if (!settings.waitlistEnabled || !open) throw new AppError('CONFLICT', WAITLIST_JOIN_MESSAGES.closed);
  if (booking.status !== 'confirmed' || booking.startAt <= now)
    throw new AppError('CONFLICT', WAITLIST_ALERT_MESSAGES.notUpcoming);
  const today = DateTime.fromJSDate(now, { zone: booking.timezone }).toISODate() ?? '';
  const dayBefore =
    DateTime.fromJSDate(booking.startAt, { zone: booking.timezone }).minus({ days: 1 }).toISODate() ?? '';
  if (dayBefore < today) throw new AppError('CONFLICT', WAITLIST_ALERT_MESSAGES.noEarlierDay);
  const { row, answered } = await db.transaction(async (tx) => {
    // An alert that already moved this booking earlier makes way for the new one.
    const dropped = await dropAnsweredAlertOf(tx, booking.id);
    const inserted = await insertEntry(tx, {
      providerId: booking.providerId,
      serviceId: booking.serviceId,
      bookingId: booking.id,
      fromDay: today,
      toDay: dayBefore,
      clientName: booking.clientName,
      clientEmail: booking.clientEmail,
      clientPhone: booking.clientPhone,
      createdAt: now,
    });
    // The provider's webhooks (issue 36): an alert is a waitlist entry like any other.
    if (inserted) {
      const data = waitlistEntryWebhookData(inserted, { id: booking.serviceId, name: service?.name ?? '' });
      await emitWebhookEvent(tx, deps.jobs, booking.providerId, 'waitlist.joined', data, now);
    }
    return { row: inserted, answered: dropped };
  });
  if (!row) throw new AppError('CONFLICT', WAITLIST_ALERT_MESSAGES.exists);
  for (const entryId of [...answered, row.id])
    deps.events.emit('waitlist_changed', { providerId: booking.providerId, entryId });
  return { id: row.id, status: 'waiting' };
}
