import type { TBooking, TBookingStatus } from '../../../shared/schemas/booking';
import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { TEmailTrigger } from '../../mail/types';
import { assertSlotBookable } from '../availability/api';
import { publishBalanceChange, refundForBooking, type TBalanceChange } from '../billing/api';
import { queueCalendarWrite } from '../caldav/api';
import { isBookingOpen } from '../dpa/api';
import { publishNotifications, type TQueuedNotice } from '../notifications/api';
import { getProviderProfile } from '../providers/api';
import { getService } from '../services/api';
import { getSettings } from '../settings/api';
import { dropAlertsOf, markAlertClaimed, queueWaitlistOffer } from '../waitlist/api';
import { type TBookingRow, toBookingDto } from './booking-dto';
import { BOOKING_MESSAGES, bookingNotFound, bookingNotOpen } from './booking-errors';
import { sessionRoom } from './booking-place';
import { inProviderTransaction } from './booking-transaction';
import { emitBookingChange } from './booking-webhooks';
import { clientChangeRefusal } from './client-change-rules';
import { rescheduleRemindersWithinQuota } from './client-email-quota';
import { localDayOf } from './local-day';
import { linkSealingKey, storedBookingLinks } from './manage-token';
import {
  loadBookingContext,
  queueBookingCancelledEmails,
  queueBookingRescheduledEmails,
  type TBookingContext,
  type TLinks,
} from './notify';
import { queuePaymentEffects } from './payment-effects';
import { notifyProvider } from './provider-notices';
import { findProviderBooking, type TBookingWithService, updateBooking } from './queries';

/** Who asks: the client (by their link, bound by the booking rules) or the provider (not bound). */
export type TActor = { kind: 'client'; links: TLinks } | { kind: 'provider'; userId: string };

/** Who asked for a change, as its e-mails and reminders record it. */
function changeTrigger(actor: TActor): TEmailTrigger {
  return actor.kind === 'client'
    ? { userId: null, kind: 'client_change' }
    : { userId: actor.userId, kind: 'provider_change' };
}

export type TBookingChange = {
  status?: TBookingStatus | undefined;
  start?: Date | undefined;
  note?: string | undefined;
  reason?: string | undefined;
  /** False: the provider moves the booking without e-mailing the client (a cancellation always tells). */
  notifyClient?: boolean | undefined;
  /** Issue 34: false, the provider's cancellation keeps what the client paid online (default: refunded). */
  refund?: boolean | undefined;
};

export type TSideEffects = { notification: TQueuedNotice | null; quota: TBalanceChange | null };
type TChanged = TSideEffects & { before: TBookingRow; after: TBookingWithService };

async function assertClientMay(
  tx: TDbExecutor,
  current: TBookingRow,
  action: 'cancel' | 'reschedule',
  now: Date,
): Promise<void> {
  // One connection runs a transaction: its queries go one after the other.
  const settings = await getSettings(tx, current.providerId);
  const profile = await getProviderProfile(tx, current.providerId);
  const refusal = clientChangeRefusal({
    action,
    status: current.status,
    start: current.startAt,
    now,
    noticeHours: settings.cancellationNoticeHours,
    providerPhone: profile?.phone ?? '',
  });
  if (refusal) throw refusal;
}

/**
 * Applies a change to one booking inside the provider's locked transaction. A new start is
 * checked against every other booking (and, for a client, the booking rules) before the row
 * moves: if the new slot cannot be taken nothing changes, so the old slot is released only
 * together with taking the new one.
 */
export async function applyChange(
  tx: TDbExecutor,
  current: TBookingWithService,
  change: TBookingChange,
  actor: TActor,
  now: Date,
): Promise<TBookingWithService> {
  const { booking, service } = current;
  const cancelling = change.status === 'cancelled' && booking.status !== 'cancelled';
  const moving = change.start !== undefined && change.start.getTime() !== booking.startAt.getTime();
  if (actor.kind === 'client') {
    await assertClientMay(tx, booking, cancelling ? 'cancel' : 'reschedule', now);
  } else if (booking.status === 'cancelled') {
    if (change.status === 'cancelled' && !moving && change.note === undefined) {
      throw new AppError('ALREADY_CANCELLED', BOOKING_MESSAGES.alreadyCancelled);
    }
    if (change.status && change.status !== 'cancelled') {
      throw new AppError('CONFLICT', BOOKING_MESSAGES.cannotReactivate, { field: 'status' });
    }
    if (moving) throw new AppError('CONFLICT', BOOKING_MESSAGES.cancelledNotMovable, { field: 'start' });
  }
  // Effectué or absent says what happened (issue 15): not before the appointment has begun.
  const startsAt = change.start ?? booking.startAt;
  if ((change.status === 'completed' || change.status === 'no_show') && startsAt > now)
    throw new AppError('CONFLICT', BOOKING_MESSAGES.notStartedYet, { field: 'status' });
  const values: Partial<TBookingRow> = { updatedAt: now };
  if (change.note !== undefined) values.note = change.note;
  if (change.status !== undefined) values.status = change.status;
  if (cancelling) {
    values.cancelledAt = now;
    values.cancelledBy = actor.kind;
    values.cancellationReason = change.reason?.trim() || null;
  }
  if (moving && change.start && !cancelling) {
    // A move keeps processing the client's data under a provider who has no DPA: refused like a booking.
    if (!(await isBookingOpen(tx, booking.providerId))) throw bookingNotOpen(actor.kind);
    const slot = await assertSlotBookable(tx, {
      providerId: booking.providerId,
      // The appointment keeps its booked length; the service's current buffers apply.
      service: {
        durationMinutes: Math.round((booking.endAt.getTime() - booking.startAt.getTime()) / 60_000),
        bufferBeforeMinutes: service.bufferBeforeMinutes,
        bufferAfterMinutes: service.bufferAfterMinutes,
        // A seat of a group session (issue 32) may join another session of its service.
        ...(booking.sessionKey ? await seatsOf(tx, booking) : {}),
      },
      start: change.start,
      now,
      excludeBookingId: booking.id,
      applyBookingRules: actor.kind === 'client',
    });
    Object.assign(values, {
      startAt: slot.start,
      endAt: slot.end,
      blockedFrom: slot.blockedFrom,
      blockedTo: slot.blockedTo,
    });
    // A seat by video joining another session takes that session's room; alone there, it keeps its own.
    if (booking.sessionKey && booking.videoUrl) {
      const room = await sessionRoom(tx, booking.serviceId, slot.start);
      if (room) values.videoUrl = room;
    }
  }
  // Calendars only replace an event whose SEQUENCE grew: bump it on every change of time or status.
  if (cancelling || moving) values.sequence = booking.sequence + 1;
  const row = await updateBooking(tx, booking.id, values);
  if (moving || row.status !== booking.status)
    await rescheduleRemindersWithinQuota(tx, row, changeTrigger(actor), now);
  return { booking: row, service };
}

/** The service's id and places, for a seat that moves: read only for a seat. */
async function seatsOf(tx: TDbExecutor, booking: TBookingRow): Promise<{ id: string; capacity: number }> {
  const service = await getService(tx, booking.providerId, booking.serviceId);
  return { id: booking.serviceId, capacity: service?.capacity ?? 1 };
}

/**
 * The client's e-mail (and the provider's e-mail and notification, when the client acted) about a
 * cancellation or a move, written in the change's transaction.
 */
export async function queueChangeEffects(
  deps: AppDeps,
  tx: TDbExecutor,
  before: TBookingRow,
  after: TBookingWithService,
  actor: TActor,
  now: Date,
  notifyClient: boolean,
): Promise<TSideEffects> {
  const cancelled = before.status !== 'cancelled' && after.booking.status === 'cancelled';
  const moved = before.startAt.getTime() !== after.booking.startAt.getTime();
  if (!cancelled && !moved) return { notification: null, quota: null };
  // The time it held is free again: the clients waiting for it hear of it (ADR 0060).
  await queueWaitlistOffer(tx, deps.jobs, before.providerId, {
    from: before.blockedFrom,
    to: before.blockedTo,
  });
  // A hold was in no calendar and confirmed nothing: its own word goes with its payment (payment-effects.ts).
  const hold = before.status === 'awaiting_payment';
  // The provider's own calendar follows (issue 31): moved there, or removed.
  if (!hold) await queueCalendarWrite(tx, deps.jobs, after.booking.providerId, after.booking.id);
  const ctx = await loadBookingContext(tx, after.booking, after.service);
  if (!hold && (cancelled || notifyClient)) await queueChangeEmails(deps, tx, ctx, before, actor, now);
  // The provider's own changes from the dashboard tell them nothing new.
  const notification =
    actor.kind === 'client'
      ? await notifyProvider(
          tx,
          deps.jobs,
          ctx,
          cancelled ? { kind: 'cancelled' } : { kind: 'rescheduled', previousStart: before.startAt },
          now,
        )
      : null;
  // ADR 0036: a cancelled booking gives its appointment back, in the same transaction.
  const quota = cancelled ? await refundForBooking(tx, after.booking.id, now) : null;
  return { notification, quota };
}

/** The e-mails of a cancellation or a move (the change happened: the caller checked). */
async function queueChangeEmails(
  deps: AppDeps,
  tx: TDbExecutor,
  ctx: TBookingContext,
  before: TBookingRow,
  actor: TActor,
  now: Date,
): Promise<string[]> {
  const after = ctx.booking;
  const cancelled = before.status !== 'cancelled' && after.status === 'cancelled';
  const trigger = changeTrigger(actor);
  if (cancelled) return queueBookingCancelledEmails(deps, tx, ctx, trigger, now);
  const links =
    actor.kind === 'client'
      ? actor.links
      : storedBookingLinks(deps.config.APP_URL, linkSealingKey(deps.jwtSecret), after);
  return queueBookingRescheduledEmails(
    deps,
    tx,
    ctx,
    { previousStart: before.startAt, movedBy: actor.kind, links },
    trigger,
    now,
  );
}

/**
 * The provider cancels one of their bookings (the dashboard's « Annuler », or their answer to a
 * change found in their personal calendar): the client is e-mailed as for any provider cancellation.
 */
export async function cancelBookingAsProvider(
  deps: AppDeps,
  providerId: string,
  bookingId: string,
  reason: string | undefined,
  options: { refund?: boolean | undefined } = {},
): Promise<TBooking> {
  return changeBooking(deps, {
    providerId,
    locate: (db) => findProviderBooking(db, providerId, bookingId),
    change: { status: 'cancelled', reason, refund: options.refund },
    actor: { kind: 'provider', userId: providerId },
  });
}

/**
 * Finds the booking with `locate` (again inside the lock: the state that counts is the committed
 * one), changes it and queues its e-mails and notification in one transaction; after the commit,
 * publishes the events.
 */
export async function changeBooking(
  deps: AppDeps,
  input: {
    providerId: string;
    locate: (db: TDbExecutor) => Promise<TBookingWithService | undefined>;
    change: TBookingChange;
    actor: TActor;
  },
): Promise<TBooking> {
  const now = deps.now();
  const { before, after, notification, quota, claimed }: TChanged & { claimed: string[] } =
    await inProviderTransaction(deps.database.db, input.providerId, async (tx) => {
      const current = await input.locate(tx);
      if (!current) throw bookingNotFound();
      const changed = await applyChange(tx, current, input.change, input.actor, now);
      await emitBookingChange(tx, deps.jobs, current.booking, changed.booking, changed.service, now);
      // Only the provider may keep a move quiet: a client's own move always confirms by e-mail.
      const notifyClient = input.actor.kind === 'client' || input.change.notifyClient !== false;
      const effects = await queueChangeEffects(
        deps,
        tx,
        current.booking,
        changed,
        input.actor,
        now,
        notifyClient,
      );
      await queuePaymentEffects(
        deps,
        tx,
        {
          before: current.booking,
          after: changed.booking,
          by: input.actor.kind,
          refund: input.change.refund,
        },
        now,
      );
      // ADR 0060: moved into the window of its « plus tôt » alert, the alert is fulfilled; cancelled,
      // the alert goes with it.
      const moved = changed.booking.startAt.getTime() !== current.booking.startAt.getTime();
      const cancelledNow = current.booking.status !== 'cancelled' && changed.booking.status === 'cancelled';
      let claimed: string[] = [];
      if (cancelledNow) claimed = await dropAlertsOf(tx, [changed.booking.id]);
      else if (moved && changed.booking.status === 'confirmed')
        claimed = await markAlertClaimed(
          tx,
          changed.booking.id,
          localDayOf(changed.booking.startAt, changed.booking.timezone),
        );
      return { before: current.booking, after: changed, ...effects, claimed };
    });
  const dto = toBookingDto(after.booking, after.service);
  const cancelled = before.status !== 'cancelled' && after.booking.status === 'cancelled';
  deps.events.emit(cancelled ? 'booking_deleted' : 'booking_updated', dto);
  publishNotifications(deps, [notification]);
  publishBalanceChange(deps, quota);
  for (const entryId of claimed)
    deps.events.emit('waitlist_changed', { providerId: input.providerId, entryId });
  return dto;
}
