import type { TBooking } from '../../../shared/schemas/booking';
import type { TSettings } from '../../../shared/schemas/provider-setup';
import type { TDbExecutor } from '../../db/executor';
import { together } from '../../db/together';
import type { AppDeps } from '../../deps';
import type { TEmailTrigger } from '../../mail/types';
import { consumeForBooking, publishBalanceChange, type rollOver, type TBalanceChange } from '../billing/api';
import { queueCalendarWrite } from '../caldav/api';
import { type channelsFor, publishNotifications, type TQueuedNotice } from '../notifications/api';
import { markClaimed } from '../waitlist/api';
import { emitBookingCreated } from './booking-webhooks';
import { scheduleRemindersWithinQuota } from './client-email-quota';
import { localDayOf } from './local-day';
import { queueBookingCreatedEmails, type TBookingContext, type TLinks } from './notify';
import { notifyProvider } from './provider-notices';

export type TBrought = {
  notification: TQueuedNotice | null;
  quota: TBalanceChange;
  /** The waitlist entries this booking claimed (ADR 0060). */
  claimed: string[];
};

export type TBringInput = {
  ctx: TBookingContext & { service: TBookingContext['service'] & { id: string } };
  links: TLinks;
  source: 'public' | 'manual';
  trigger: TEmailTrigger;
  mail: { toClient: boolean; toProvider: boolean };
  settings: TSettings;
  /** The provider's choices for `booking_created`, read once for the e-mail and the bell. */
  channels: Awaited<ReturnType<typeof channelsFor>> | undefined;
  writesCalendar: boolean;
  /** The ledger the caller rolled over under the balance lock, when it did. */
  rolled?: Awaited<ReturnType<typeof rollOver>> | undefined;
  /**
   * A booking already paid for (issue 34): its appointment is taken even with none left (an
   * overage, as a manual booking's) — the client paid, nobody turns them away now.
   */
  paid?: { line: string } | undefined;
};

/**
 * What a confirmed booking brings, written together in its transaction (ADR 0045): the appointment
 * used (ADR 0036), the e-mails, the provider's notification (public bookings), the calendar write
 * (issue 31), the client's waitlist entries claimed (ADR 0060), then the reminders (after the
 * e-mails: the client's cap counts them together, ADR 0021) and the webhooks (ADR 0064). One function for a booking confirmed
 * at creation and for a hold confirmed by its payment (ADR 0061).
 */
export async function bringBooking(
  deps: AppDeps,
  tx: TDbExecutor,
  input: TBringInput,
  now: Date,
): Promise<TBrought> {
  const { ctx, settings, channels } = input;
  const row = ctx.booking;
  const isPublic = input.source === 'public';
  const [quota, , notification, , claimed] = await together([
    consumeForBooking(
      deps,
      tx,
      {
        userId: row.providerId,
        bookingId: row.id,
        source: input.paid ? 'manual' : input.source,
        trigger: input.trigger,
        rolled: input.rolled,
      },
      now,
    ),
    queueBookingCreatedEmails(
      deps,
      tx,
      ctx,
      {
        links: input.links,
        ...input.mail,
        settings,
        providerWantsEmail: channels?.email,
        paymentLine: input.paid?.line,
      },
      input.trigger,
      now,
    ),
    // The provider's own manual booking tells them nothing new.
    isPublic
      ? notifyProvider(tx, deps.jobs, ctx, { kind: 'booked' }, now, {
          channels,
          browserNotifications: settings.browserNotifications,
        })
      : null,
    input.writesCalendar ? queueCalendarWrite(tx, deps.jobs, row.providerId, row.id, { known: true }) : null,
    markClaimed(tx, {
      providerId: row.providerId,
      serviceId: ctx.service.id,
      email: row.clientEmail,
      day: localDayOf(row.startAt, row.timezone),
    }),
  ]);
  await scheduleRemindersWithinQuota(tx, row, input.trigger, now, settings);
  // The provider's webhooks (issue 36), in the same transaction: a rollback sends nothing.
  await emitBookingCreated(tx, deps.jobs, row, ctx.service, now);
  return { notification, quota, claimed };
}

/** Committed: calendars and the provider's bell hear of it (its e-mails are jobs of the transaction). */
export function publishBrought(deps: AppDeps, booking: TBooking, brought: TBrought): void {
  deps.events.emit('booking_created', booking);
  publishNotifications(deps, [brought.notification]);
  publishBalanceChange(deps, brought.quota);
  for (const entryId of brought.claimed)
    deps.events.emit('waitlist_changed', { providerId: booking.providerId, entryId });
}
