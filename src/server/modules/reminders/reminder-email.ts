import { bookingUrlOf } from '../../../shared/booking-address';
import { formatShortWhen } from '../../../shared/french-format';
import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { renderBookingReminder } from '../../mail/templates/booking-reminder';
import type { TOutgoingEmail } from '../../mail/types';
import {
  bookingIcs,
  cancellationDeadline,
  ICS_CONTENT_TYPE,
  ICS_FILENAME,
  linkSealingKey,
  storedBookingLinks,
  summaryOf,
  type TBookingContext,
} from '../bookings/api';
import { getSettings } from '../settings/api';

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
    bookingPageUrl: bookingUrlOf(deps.config.APP_URL, ctx.provider),
    links,
    cancellationNoticeHours: settings.cancellationNoticeHours,
    changeableOnline:
      deps.now().getTime() <
      cancellationDeadline(booking.startAt, settings.cancellationNoticeHours).getTime(),
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
    trigger: { userId: null, kind: 'reminder' },
  };
}
