import type { TBooking, TBookingStatus } from '../../../shared/schemas/booking';
import type { TCancelScope } from '../../../shared/schemas/service-options';
import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { isUuid } from '../../http/uuid';
import { paymentOfBooking, paymentsOfBookings } from '../booking-payments/api';
import { toBookingDto } from './booking-dto';
import { bookingNotFound } from './booking-errors';
import { cancelWithScope, type TCancelled } from './cancel-scope';
import { changeBooking, type TBookingChange } from './change-booking';
import { idempotencyFor, type TIdempotency } from './idempotency';
import { accountCallerOf } from './idempotency-caller';
import { findProviderBooking, type TBookingWithService } from './queries';

/**
 * The provider's own bookings, as the dashboard (/api/bookings, session) and the public API
 * (/api/v1/bookings, key) both act on them: one shaping of each action, so the two doors cannot
 * drift apart. The routes parse, say who the provider is, and call these.
 */

/** Finds the provider's booking by the id of a URL; another's, or no uuid at all, is a plain 404. */
export function locateOwnBooking(providerId: string, id: string) {
  if (!isUuid(id)) throw bookingNotFound();
  return (db: TDbExecutor) => findProviderBooking(db, providerId, id);
}

/** The list filters of both doors: ISO instants and the parsed `status` list. */
export function bookingsFilter(query: { from?: string; to?: string; status?: TBookingStatus[] }) {
  return {
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    statuses: query.status,
  };
}

/** Bookings as the API shows them, with their payments read in one query (issue 34). */
export async function toBookingDtosWithPayments(
  db: TDbExecutor,
  rows: TBookingWithService[],
): Promise<TBooking[]> {
  const paid = await paymentsOfBookings(
    db,
    rows.map((r) => r.booking.id),
  );
  return rows.map((r) => toBookingDto(r.booking, r.service, paid.get(r.booking.id) ?? null));
}

/** One of the provider's bookings with its payment; 404 when it is not theirs. */
export async function readOwnBooking(db: TDbExecutor, providerId: string, id: string): Promise<TBooking> {
  const found = await locateOwnBooking(providerId, id)(db);
  if (!found) throw bookingNotFound();
  return toBookingDto(found.booking, found.service, await paymentOfBooking(db, found.booking.id));
}

/** The provider cancels (one, its series or its session, as `scope` says). */
export function cancelOwnBooking(
  deps: AppDeps,
  providerId: string,
  id: string,
  body: { reason?: string | undefined; scope: TCancelScope; refund?: boolean | undefined },
): Promise<TCancelled> {
  if (!isUuid(id)) throw bookingNotFound();
  return cancelWithScope(deps, {
    providerId,
    bookingId: id,
    reason: body.reason,
    scope: body.scope,
    refund: body.refund,
  });
}

/** The provider changes their booking (status, time, note): atomic, e-mails and events queued. */
export function changeOwnBooking(
  deps: AppDeps,
  providerId: string,
  id: string,
  change: TBookingChange,
): Promise<TBooking> {
  return changeBooking(deps, {
    providerId,
    locate: locateOwnBooking(providerId, id),
    change,
    actor: { kind: 'provider', userId: providerId },
  });
}

/**
 * The Idempotency-Key of a booking the provider creates. Each door keeps its own scope (`manual`,
 * `v1`): a key replayed through the other door is a new request, not the first one's answer.
 */
export function ownIdempotency(
  door: 'manual' | 'v1',
  providerId: string,
  header: string | string[] | undefined,
  body: unknown,
): TIdempotency | undefined {
  return idempotencyFor(header, `${door}:${providerId}`, body, accountCallerOf(providerId));
}
