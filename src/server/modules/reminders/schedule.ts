import { and, eq, inArray } from 'drizzle-orm';
import type { TSettings } from '../../../shared/schemas/provider-setup';
import type { TDbExecutor } from '../../db/executor';
import { preparedInsertOfRows } from '../../db/prepared';
import { bookingReminders } from '../../db/schema';
import { getSettings } from '../settings/api';
import { cancelPendingSms, scheduleSmsReminder, type TSmsSettings } from '../sms/api';

export type TReminderDue = { offsetMinutes: number; dueAt: Date };

/** Due times still ahead of `now`: a booking made inside a reminder window gets no late reminder. */
export function reminderDueTimes(start: Date, offsetsMinutes: readonly number[], now: Date): TReminderDue[] {
  return [...new Set(offsetsMinutes)]
    .map((offsetMinutes) => ({ offsetMinutes, dueAt: new Date(start.getTime() - offsetMinutes * 60_000) }))
    .filter((r) => r.dueAt.getTime() > now.getTime());
}

export type TRemindable = {
  id: string;
  providerId: string;
  startAt: Date;
  clientEmail: string;
  /** The SMS reminder's number (issue 35): only a French mobile gets one. */
  clientPhone: string;
  status: string;
};

type TReminderSettings = Pick<TSettings, 'reminderOffsetsMinutes'>;

/**
 * The reminders a confirmed booking with an e-mail address gets, per the provider's offsets
 * (`settings`: theirs when the caller already holds them current, else read here).
 */
export async function remindersDue(
  tx: TDbExecutor,
  booking: TRemindable,
  now: Date,
  settings?: TReminderSettings,
): Promise<TReminderDue[]> {
  if (booking.status !== 'confirmed' || !booking.clientEmail) return [];
  const { reminderOffsetsMinutes } = settings ?? (await getSettings(tx, booking.providerId));
  return reminderDueTimes(booking.startAt, reminderOffsetsMinutes, now);
}

/**
 * Inserts these pending reminders of the booking; `chargedToUserId` names the provider whose own
 * request scheduled them (their daily cap of e-mails to clients, ADR 0021), null for the client's.
 * The SMS reminder (issue 35) is scheduled here too, so that no path schedules one without the
 * other (ADR 0062); it does not count against the e-mail cap.
 */
export async function insertRemindersOf(
  tx: TDbExecutor,
  booking: TRemindable,
  due: readonly TReminderDue[],
  now: Date,
  chargedToUserId: string | null,
  settings?: TSmsSettings,
): Promise<void> {
  if (due.length > 0)
    await insertReminders(
      tx,
      due.map((d) => ({ bookingId: booking.id, ...d, createdAt: now, chargedToUserId })),
    );
  await scheduleSmsReminder(tx, booking, now, settings);
}

/** Inserts the pending reminders of a confirmed booking the client booked or moved themselves. */
export async function scheduleReminders(
  tx: TDbExecutor,
  booking: TRemindable,
  now: Date,
  settings?: TSmsSettings,
): Promise<void> {
  await insertRemindersOf(tx, booking, await remindersDue(tx, booking, now, settings), now, null, settings);
}

const insertReminders = preparedInsertOfRows(
  'insert_booking_reminders',
  ['bookingId', 'offsetMinutes', 'dueAt', 'createdAt', 'chargedToUserId'],
  (db, rows) =>
    db
      .insert(bookingReminders)
      .values(rows)
      // Moved away and back to the same time: the cancelled row comes back to life (never a sent one).
      .onConflictDoUpdate({
        target: [bookingReminders.bookingId, bookingReminders.offsetMinutes, bookingReminders.dueAt],
        set: { status: 'pending' },
        setWhere: eq(bookingReminders.status, 'cancelled'),
      }),
);

/**
 * Cancels the pending reminders of these bookings, e-mails and SMS (ADR 0062). A reminder a dispatcher holds right now is
 * skipped rather than waited for (waiting would deadlock with the dispatcher, which locks the
 * reminder then the booking): the dispatcher re-reads the booking after this transaction and skips it.
 */
export async function cancelPendingReminders(tx: TDbExecutor, bookingIds: readonly string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  const pending = tx
    .select({ id: bookingReminders.id })
    .from(bookingReminders)
    .where(and(inArray(bookingReminders.bookingId, [...bookingIds]), eq(bookingReminders.status, 'pending')))
    .for('update', { skipLocked: true });
  await tx.update(bookingReminders).set({ status: 'cancelled' }).where(inArray(bookingReminders.id, pending));
  await cancelPendingSms(tx, bookingIds);
}

/** After a change of time or status by the client: the old reminders go, the new start gets its own. */
export async function rescheduleReminders(tx: TDbExecutor, booking: TRemindable, now: Date): Promise<void> {
  await cancelPendingReminders(tx, [booking.id]);
  await scheduleReminders(tx, booking, now);
}
