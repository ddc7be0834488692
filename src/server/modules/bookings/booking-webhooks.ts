import type { TWebhookEvent } from '../../../shared/schemas/webhooks';
import type { TDbExecutor } from '../../db/executor';
import type { TJobs } from '../../jobs/start-jobs';
import { bookingWebhookData, emitWebhookEvent } from '../webhooks/api';
import type { TBookingRow } from './booking-dto';

type TService = { id?: string; name: string };

/** A booking just confirmed (created, or a paid hold): `booking.created`, in its transaction. */
export function emitBookingCreated(
  tx: TDbExecutor,
  jobs: TJobs,
  row: TBookingRow,
  service: TService,
  now: Date,
): Promise<void> {
  return emitWebhookEvent(tx, jobs, row.providerId, 'booking.created', bookingWebhookData(row, service), now);
}

/** What a change of a confirmed booking is, for the provider's webhooks (null: nothing they subscribe to). */
export function changeEventOf(before: TBookingRow, after: TBookingRow): TWebhookEvent | null {
  // A hold was never announced: its end is not news (its confirmation is `booking.created`).
  if (before.status === 'awaiting_payment') return null;
  if (after.status !== before.status) {
    if (after.status === 'cancelled') return 'booking.cancelled';
    if (after.status === 'completed') return 'booking.completed';
    if (after.status === 'no_show') return 'booking.no_show';
  }
  if (after.startAt.getTime() !== before.startAt.getTime() && after.status !== 'cancelled')
    return 'booking.rescheduled';
  return null;
}

/** The change's event (cancelled, moved, completed, absent), in the change's transaction. */
export async function emitBookingChange(
  tx: TDbExecutor,
  jobs: TJobs,
  before: TBookingRow,
  after: TBookingRow,
  service: TService,
  now: Date,
): Promise<void> {
  const type = changeEventOf(before, after);
  if (!type) return;
  const data = bookingWebhookData(after, service);
  const extra = type === 'booking.rescheduled' ? { previousStart: before.startAt.toISOString() } : {};
  await emitWebhookEvent(tx, jobs, after.providerId, type, { ...data, ...extra }, now);
}
