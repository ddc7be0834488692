import type { TBooking, TBookingStatus } from '../../../shared/schemas/booking';
import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { assertSlotBookable } from '../availability/check-slot';
import { getProviderProfile } from '../providers/queries';
import { rescheduleReminders } from '../reminders/schedule';
import { getSettings } from '../settings/queries';
import { type TBookingRow, toBookingDto } from './booking-dto';
import { BOOKING_MESSAGES, bookingNotFound } from './booking-errors';
import { inProviderTransaction } from './booking-transaction';
import { clientChangeRefusal } from './client-change-rules';
import { linkSealingKey, storedBookingLinks } from './manage-token';
import {
  loadBookingContext,
  notifyBookingCancelled,
  notifyBookingRescheduled,
  type TLinks,
  type TNotifyLog,
} from './notify';
import { type TBookingWithService, updateBooking } from './queries';

/** Who asks: the client (by their link, bound by the booking rules) or the provider (not bound). */
export type TActor = { kind: 'client'; links: TLinks } | { kind: 'provider' };

export type TBookingChange = {
  status?: TBookingStatus | undefined;
  start?: Date | undefined;
  note?: string | undefined;
  reason?: string | undefined;
};

type TChanged = { before: TBookingRow; after: TBookingWithService };

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
async function applyChange(
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
      throw new AppError('CONFLICT', BOOKING_MESSAGES.alreadyCancelled, {
        extra: { code: 'ALREADY_CANCELLED' },
      });
    }
    if (change.status && change.status !== 'cancelled') {
      throw new AppError('CONFLICT', BOOKING_MESSAGES.cannotReactivate, { field: 'status' });
    }
    if (moving) throw new AppError('CONFLICT', BOOKING_MESSAGES.cancelledNotMovable, { field: 'start' });
  }
  const values: Partial<TBookingRow> = { updatedAt: now };
  if (change.note !== undefined) values.note = change.note;
  if (change.status !== undefined) values.status = change.status;
  if (cancelling) {
    values.cancelledAt = now;
    values.cancelledBy = actor.kind;
    values.cancellationReason = change.reason?.trim() || null;
  }
  if (moving && change.start && !cancelling) {
    const slot = await assertSlotBookable(tx, {
      providerId: booking.providerId,
      // The appointment keeps its booked length; the service's current buffers apply.
      service: {
        durationMinutes: Math.round((booking.endAt.getTime() - booking.startAt.getTime()) / 60_000),
        bufferBeforeMinutes: service.bufferBeforeMinutes,
        bufferAfterMinutes: service.bufferAfterMinutes,
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
  }
  // Calendars only replace an event whose SEQUENCE grew: bump it on every change of time or status.
  if (cancelling || moving) values.sequence = booking.sequence + 1;
  const row = await updateBooking(tx, booking.id, values);
  if (moving || row.status !== booking.status) await rescheduleReminders(tx, row, now);
  return { booking: row, service };
}

/**
 * Finds the booking with `locate` (again inside the lock: the state that counts is the committed
 * one), changes it, then — after the commit — publishes the event and sends the e-mails.
 */
export async function changeBooking(
  deps: AppDeps,
  input: {
    providerId: string;
    locate: (db: TDbExecutor) => Promise<TBookingWithService | undefined>;
    change: TBookingChange;
    actor: TActor;
  },
  log: TNotifyLog,
): Promise<TBooking> {
  const now = deps.now();
  const { before, after }: TChanged = await inProviderTransaction(
    deps.database.db,
    input.providerId,
    async (tx) => {
      const current = await input.locate(tx);
      if (!current) throw bookingNotFound();
      return {
        before: current.booking,
        after: await applyChange(tx, current, input.change, input.actor, now),
      };
    },
  );
  const dto = toBookingDto(after.booking, after.service);
  const cancelled = before.status !== 'cancelled' && after.booking.status === 'cancelled';
  const moved = before.startAt.getTime() !== after.booking.startAt.getTime();
  deps.events.emit(cancelled ? 'booking_deleted' : 'booking_updated', dto);
  if (cancelled || moved) {
    const ctx = await loadBookingContext(deps, after.booking, after.service);
    if (cancelled) await notifyBookingCancelled(deps, ctx, log);
    else {
      const links =
        input.actor.kind === 'client'
          ? input.actor.links
          : storedBookingLinks(deps.config.APP_URL, linkSealingKey(deps.jwtSecret), after.booking);
      await notifyBookingRescheduled(
        deps,
        ctx,
        { previousStart: before.startAt, movedBy: input.actor.kind, links },
        log,
      );
    }
  }
  return dto;
}
