import { and, asc, eq, gt, gte, type SQL } from 'drizzle-orm';
import type { TBooking } from '../../../shared/schemas/booking';
import type { TCancelScope } from '../../../shared/schemas/service-options';
import type { TDbExecutor } from '../../db/executor';
import { bookings } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { publishBalanceChange, refundForBooking, type TBalanceChange } from '../billing/api';
import { queueCalendarWrite } from '../caldav/api';
import { dropAlertsOf, queueWaitlistOffer } from '../waitlist/api';
import { toBookingDto } from './booking-dto';
import { BOOKING_MESSAGES, bookingNotFound } from './booking-errors';
import { inProviderTransaction } from './booking-transaction';
import { emitBookingChange } from './booking-webhooks';
import { applyChange, cancelBookingAsProvider, queueChangeEffects, type TActor } from './change-booking';
import { queuePaymentEffects } from './payment-effects';
import {
  findProviderBooking,
  findProviderContact,
  listBookingsByIds,
  type TBookingWithService,
} from './queries';
import { queueSeriesCancelled } from './series-emails';

export const CANCEL_SCOPE_MESSAGES = {
  notInSeries: 'Ce rendez-vous ne fait pas partie d’une série.',
  notASession: 'Ce rendez-vous n’est pas une séance de groupe.',
  nothingAhead: 'Aucun rendez-vous à venir de cette série n’est à annuler.',
} as const;

export type TCancelled = { booking: TBooking; cancelled: TBooking[] };

/**
 * POST /api/bookings/{id}/cancel with a scope (issue 32), the provider's own cancellation:
 * - `one`: this booking, as always;
 * - `session`: every active seat of its group session, each client e-mailed as for one booking;
 * - `following`: this booking and the later ones of its series, `series`: the whole series — in
 *   both, only the appointments still to come (confirmed, not started): the past stay as they
 *   happened. The client gets one e-mail listing the cancelled dates, with one .ics removing them.
 * All in one transaction under the agenda lock: reminders cancelled, appointments given back,
 * calendar writes queued for each, exactly as for a single cancellation.
 */
export async function cancelWithScope(
  deps: AppDeps,
  input: {
    providerId: string;
    bookingId: string;
    reason: string | undefined;
    scope: TCancelScope;
    /** Issue 34: false keeps what the clients paid online (default: refunded). */
    refund?: boolean | undefined;
  },
): Promise<TCancelled> {
  const { providerId, bookingId, reason, scope, refund } = input;
  if (scope === 'one') {
    const booking = await cancelBookingAsProvider(deps, providerId, bookingId, reason, { refund });
    return { booking, cancelled: [booking] };
  }
  const now = deps.now();
  const actor: TActor = { kind: 'provider', userId: providerId };
  const done = await inProviderTransaction(deps.database.db, providerId, async (tx) => {
    const current = await findProviderBooking(tx, providerId, bookingId);
    if (!current) throw bookingNotFound();
    const targets = await targetsOf(tx, current, scope, now);
    const changed: TBookingWithService[] = [];
    for (const target of targets) {
      const after = await applyChange(tx, target, { status: 'cancelled', reason }, actor, now);
      await emitBookingChange(tx, deps.jobs, target.booking, after.booking, after.service, now);
      changed.push(after);
    }
    // Issue 34: each paid seat or date is refunded, unless the provider keeps what was paid.
    for (const [i, after] of changed.entries()) {
      const before = (targets[i] as TBookingWithService).booking;
      await queuePaymentEffects(deps, tx, { before, after: after.booking, by: 'provider', refund }, now);
    }
    const quota: Array<TBalanceChange | null> = [];
    if (scope === 'session') {
      // Each attendee is told as for any cancellation by the provider.
      for (const [i, after] of changed.entries()) {
        const before = (targets[i] as TBookingWithService).booking;
        quota.push((await queueChangeEffects(deps, tx, before, after, actor, now, true)).quota);
      }
    } else {
      for (const after of changed) {
        await queueCalendarWrite(tx, deps.jobs, providerId, after.booking.id);
        // ADR 0036: each cancelled appointment is given back, in the same transaction.
        quota.push(await refundForBooking(tx, after.booking.id, now));
      }
      // One offer run over the span of the cancelled dates (ADR 0060): what is free in between is free too.
      await queueWaitlistOffer(tx, deps.jobs, providerId, spanOf(changed));
      const provider = await findProviderContact(tx, providerId);
      if (!provider) throw bookingNotFound();
      const ctxs = changed.map(({ booking, service }) => ({ booking, service, provider }));
      await queueSeriesCancelled(deps, tx, ctxs, { userId: providerId, kind: 'provider_change' }, now);
    }
    // ADR 0060: the « plus tôt » alerts of the cancelled bookings go with them.
    await dropAlertsOf(
      tx,
      changed.map((c) => c.booking.id),
    );
    const self = changed.find((c) => c.booking.id === current.booking.id) ?? current;
    return { self, changed, quota };
  });
  const cancelled = done.changed.map((c) => toBookingDto(c.booking, c.service));
  for (const booking of cancelled) deps.events.emit('booking_deleted', booking);
  for (const change of done.quota) publishBalanceChange(deps, change);
  return { booking: toBookingDto(done.self.booking, done.self.service), cancelled };
}

/** The active bookings the scope takes, by start; refused (400) when the booking has no such group. */
async function targetsOf(
  tx: TDbExecutor,
  current: TBookingWithService,
  scope: Exclude<TCancelScope, 'one'>,
  now: Date,
): Promise<TBookingWithService[]> {
  const { booking } = current;
  const conditions: SQL[] = [eq(bookings.providerId, booking.providerId), eq(bookings.status, 'confirmed')];
  if (scope === 'session') {
    if (!booking.sessionKey)
      throw new AppError('VALIDATION', CANCEL_SCOPE_MESSAGES.notASession, { field: 'scope' });
    conditions.push(eq(bookings.sessionKey, booking.sessionKey));
  } else {
    if (!booking.seriesId)
      throw new AppError('VALIDATION', CANCEL_SCOPE_MESSAGES.notInSeries, { field: 'scope' });
    conditions.push(eq(bookings.seriesId, booking.seriesId), gt(bookings.startAt, now));
    if (scope === 'following') conditions.push(gte(bookings.startAt, booking.startAt));
  }
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(...conditions))
    .orderBy(asc(bookings.startAt), asc(bookings.id));
  if (rows.length === 0) {
    if (scope === 'session') throw new AppError('ALREADY_CANCELLED', BOOKING_MESSAGES.alreadyCancelled);
    throw new AppError('ALREADY_CANCELLED', CANCEL_SCOPE_MESSAGES.nothingAhead);
  }
  return listBookingsByIds(
    tx,
    rows.map((row) => row.id),
  );
}

/** From the first cancelled appointment's blocked start to the last one's blocked end. */
function spanOf(changed: TBookingWithService[]): { from: Date; to: Date } {
  const froms = changed.map((c) => c.booking.blockedFrom.getTime());
  const tos = changed.map((c) => c.booking.blockedTo.getTime());
  return { from: new Date(Math.min(...froms)), to: new Date(Math.max(...tos)) };
}
