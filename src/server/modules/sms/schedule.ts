import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { smsReminders } from '../../db/schema';
import { getSettings } from '../settings/api';
import { smsDue, type TSmsSettings } from './due-time';
import { smsRecipientOf } from './phone';

export type TSmsSchedulable = {
  id: string;
  providerId: string;
  startAt: Date;
  status: string;
  clientPhone: string | null;
};

/**
 * Schedules the booking's one SMS reminder, in the booking's transaction (ADR 0062): when the
 * provider's « Rappel par SMS » is on, the booking confirmed and its number a French mobile. A
 * booking moved away and back to the same time brings its cancelled row back (never a sent one).
 */
export async function scheduleSmsReminder(
  tx: TDbExecutor,
  booking: TSmsSchedulable,
  now: Date,
  settings?: TSmsSettings,
): Promise<void> {
  if (booking.status !== 'confirmed') return;
  const recipient = smsRecipientOf(booking.clientPhone);
  if (!recipient) return;
  const due = smsDue(booking.startAt, settings ?? (await getSettings(tx, booking.providerId)), now);
  if (!due) return;
  await tx
    .insert(smsReminders)
    .values({
      bookingId: booking.id,
      providerId: booking.providerId,
      recipient,
      ...due,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [smsReminders.bookingId, smsReminders.offsetMinutes, smsReminders.dueAt],
      set: { status: 'pending', recipient, reason: null, updatedAt: now },
      setWhere: eq(smsReminders.status, 'cancelled'),
    });
}

/**
 * Cancels the pending SMS of these bookings (cancelled or moved). One a dispatcher holds right now
 * is left to it: it re-reads the booking after this transaction and cancels it itself.
 */
export async function cancelPendingSms(tx: TDbExecutor, bookingIds: readonly string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  const pending = tx
    .select({ id: smsReminders.id })
    .from(smsReminders)
    .where(and(inArray(smsReminders.bookingId, [...bookingIds]), eq(smsReminders.status, 'pending')))
    .for('update', { skipLocked: true });
  await tx
    .update(smsReminders)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(inArray(smsReminders.id, pending));
}
