import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { queueEmail } from '../../mail/queue-emails';
import { findProviderContact } from '../bookings/api';
import { claimDueReminders, finishReminder, lockBookingForReminder, type TClaimedReminder } from './queries';
import { buildReminderEmail } from './reminder-email';

const BATCH = 50;

export type TDispatchResult = { sent: number; skipped: number; failed: number };
export type TDispatchLog = { warn(obj: object, msg: string): void };

type TOutcome = 'sent' | 'skipped';

/**
 * One reminder, inside the batch transaction: the booking must still be confirmed, start ahead
 * and at the time this reminder was computed for (else it was moved: the new start has its own
 * rows). The outbox row and the `sent` mark commit together, so the e-mail exists exactly once.
 */
async function dispatchOne(
  deps: AppDeps,
  tx: TDbExecutor,
  reminder: TClaimedReminder,
  now: Date,
): Promise<TOutcome> {
  const found = await lockBookingForReminder(tx, reminder.bookingId);
  const booking = found?.booking;
  const dueForStart = booking && booking.startAt.getTime() - reminder.offsetMinutes * 60_000;
  const provider = booking && (await findProviderContact(tx, booking.providerId));
  if (
    !found ||
    !booking ||
    !provider ||
    booking.status !== 'confirmed' ||
    !booking.clientEmail ||
    booking.startAt.getTime() <= now.getTime() ||
    dueForStart !== reminder.dueAt.getTime()
  ) {
    await finishReminder(tx, reminder.id, { status: 'skipped' });
    return 'skipped';
  }
  const message = await buildReminderEmail(deps, tx, { booking, service: found.service, provider });
  const outboxEmailId = await queueEmail(tx, deps.jobs, message, now);
  await finishReminder(tx, reminder.id, { status: 'sent', sentAt: now, outboxEmailId });
  return 'sent';
}

/**
 * Sends every due reminder once. Claim and sends share one transaction: a crash before the commit
 * leaves the reminders pending (and no outbox row), so the next dispatch sends them; two
 * dispatchers skip each other's rows. One failing reminder rolls back to its savepoint and stays
 * pending for the next tick; the others still go.
 */
export async function dispatchDueReminders(deps: AppDeps, log?: TDispatchLog): Promise<TDispatchResult> {
  const result: TDispatchResult = { sent: 0, skipped: 0, failed: 0 };
  for (;;) {
    const now = deps.now();
    const claimed = await deps.database.db.transaction(async (tx) => {
      const batch = await claimDueReminders(tx, now, BATCH);
      for (const reminder of batch) {
        try {
          const outcome = await tx.transaction((sp) => dispatchOne(deps, sp, reminder, now));
          result[outcome] += 1;
        } catch (err) {
          result.failed += 1;
          log?.warn({ err, reminderId: reminder.id }, 'rappel non envoyé, nouvel essai au prochain passage');
          await finishReminder(tx, reminder.id, { status: 'pending' });
        }
      }
      return batch.length;
    });
    if (claimed < BATCH || result.failed > 0) break;
  }
  return result;
}
