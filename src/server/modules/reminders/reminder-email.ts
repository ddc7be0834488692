import { DateTime } from 'luxon';
import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { renderBookingReminder } from '../../mail/templates/booking-reminder';
import type { TOutgoingEmail } from '../../mail/types';
import { formatClock } from '../bookings/french-format';
import { ICS_CONTENT_TYPE, ICS_FILENAME } from '../bookings/ics';
import { linkSealingKey, storedBookingLinks } from '../bookings/manage-token';
import { bookingIcs, summaryOf, type TBookingContext } from '../bookings/notify';
import { getSettings } from '../settings/queries';

/** « mardi 24 novembre à 10 h 30 » (« 1er » for the first of the month). */
export function formatShortWhen(date: Date, timezone: string): string {
  const local = DateTime.fromJSDate(date, { zone: timezone }).setLocale('fr');
  const day = local.day === 1 ? '1er' : String(local.day);
  return `${local.toFormat('cccc')} ${day} ${local.toFormat('LLLL')} à ${formatClock(date, timezone)}`;
}

/** The client's reminder with the booking's .ics (same UID and SEQUENCE: it updates, never duplicates). */
export async function buildReminderEmail(
  deps: AppDeps,
  tx: TDbExecutor,
  ctx: TBookingContext,
): Promise<TOutgoingEmail & { bookingId: string }> {
  const { booking } = ctx;
  const settings = await getSettings(tx, booking.providerId);
  const links = storedBookingLinks(deps.config.APP_URL, linkSealingKey(deps.jwtSecret), booking);
  const email = renderBookingReminder({
    clientName: booking.clientName,
    summary: summaryOf(ctx),
    shortWhen: formatShortWhen(booking.startAt, booking.timezone),
    bookingPageUrl: `${deps.config.APP_URL}/booking/${booking.providerId}`,
    links,
    cancellationNoticeHours: settings.cancellationNoticeHours,
    appUrl: deps.config.APP_URL,
  });
  const ics = {
    filename: ICS_FILENAME,
    contentType: `${ICS_CONTENT_TYPE}; method=REQUEST`,
    contentBase64: Buffer.from(bookingIcs(ctx, links?.manageUrl)).toString('base64'),
  };
  return {
    kind: 'booking_reminder',
    to: booking.clientEmail,
    ...email,
    attachments: [ics],
    bookingId: booking.id,
  };
}
