import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { TDbExecutor } from '../../db/executor';
import { bookings } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { countEmailsTriggeredBy } from '../../mail/outbox-triggers';
import type { TEmailTrigger, TEmailTriggerKind } from '../../mail/types';
import {
  cancelPendingReminders,
  countRemindersChargedTo,
  insertRemindersOf,
  remindersDue,
  type TRemindable,
} from '../reminders/api';
import type { TSmsSettings } from '../sms/api';

/**
 * E-mails a provider's own requests may make the server send to clients in one day (ADR 0021):
 * four full days of the largest pack's agenda cancelled at once, far too few to use Créneau as
 * a mailing tool. Reminders count the day they are scheduled, not the day they leave.
 */
export const CLIENT_EMAILS_PER_DAY = 200;
/**
 * The share of that cap one address may get in a day when the provider typed it and its holder
 * never booked on the provider's page themselves: enough for a few appointments and their
 * reminders, not for flooding one person.
 */
export const CLIENT_EMAILS_PER_UNVERIFIED_ADDRESS = CLIENT_EMAILS_PER_DAY / 10;
/** The day of the cap: the service's own zone, as for the daily retention purge. */
const QUOTA_ZONE = 'Europe/Paris';
/** The requests whose recipients the provider chooses: a manual booking, a change from the dashboard. */
const CAPPED_KINDS: readonly TEmailTriggerKind[] = ['manual_booking', 'provider_change'];

const RETRY_HINT =
  'Réessayez demain (la limite repart à minuit, heure de Paris) ou enregistrez le rendez-vous sans l’adresse e-mail du client : il ne recevra ni confirmation ni rappel.';
export const CLIENT_EMAIL_LIMIT_MESSAGE = `Vous avez atteint la limite de ${CLIENT_EMAILS_PER_DAY} e-mails envoyés à vos clients par jour (confirmations, modifications et rappels) : rien n’a été enregistré. ${RETRY_HINT}`;
export const clientAddressLimitMessage = (address: string) =>
  `Vous avez atteint la limite de ${CLIENT_EMAILS_PER_UNVERIFIED_ADDRESS} e-mails par jour vers ${address}, une adresse saisie par vous qui n’a jamais réservé elle-même sur votre page : rien n’a été enregistré. ${RETRY_HINT}`;

/** The provider whose request this is, when they chose the recipients (a capped request). */
function chargedUserOf(trigger: TEmailTrigger): string | null {
  return trigger.userId && CAPPED_KINDS.includes(trigger.kind) ? trigger.userId : null;
}

/** What the provider's requests scheduled today: queued e-mails and reminders, to anyone or to one address. */
async function scheduledToday(tx: TDbExecutor, userId: string, since: Date, address?: string) {
  const emails = await countEmailsTriggeredBy(tx, userId, CAPPED_KINDS, since, address);
  return emails + (await countRemindersChargedTo(tx, userId, since, address));
}

/** The address's holder booked on this provider's page themselves: they typed it and received it. */
async function bookedThemselves(tx: TDbExecutor, providerId: string, address: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.providerId, providerId),
        eq(bookings.source, 'public'),
        eq(sql`lower(${bookings.clientEmail})`, address),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Refuses (429) a provider request that would take what it scheduled today past the cap, or past
 * an unverified address's share, given the recipient of each e-mail it is about to schedule. The
 * counts are read from the outbox rows and reminders the provider's requests wrote: it runs under
 * the provider's agenda lock, so two requests of the same provider cannot both pass on one count.
 */
export async function assertClientEmailQuota(
  tx: TDbExecutor,
  trigger: TEmailTrigger,
  recipients: readonly string[],
  now: Date,
): Promise<void> {
  const userId = chargedUserOf(trigger);
  if (!userId || recipients.length === 0) return;
  const today = DateTime.fromJSDate(now, { zone: QUOTA_ZONE }).startOf('day');
  const since = today.toJSDate();
  const retryAfter = Math.ceil((today.plus({ days: 1 }).toMillis() - now.getTime()) / 1000);
  if ((await scheduledToday(tx, userId, since)) + recipients.length > CLIENT_EMAILS_PER_DAY) {
    throw new AppError('CLIENT_EMAIL_LIMIT', CLIENT_EMAIL_LIMIT_MESSAGE, {
      extra: { limit: CLIENT_EMAILS_PER_DAY, retryAfter },
    });
  }
  const perAddress = new Map<string, number>();
  for (const to of recipients) perAddress.set(to.toLowerCase(), (perAddress.get(to.toLowerCase()) ?? 0) + 1);
  for (const [address, adding] of perAddress) {
    if (adding + (await scheduledToday(tx, userId, since, address)) <= CLIENT_EMAILS_PER_UNVERIFIED_ADDRESS)
      continue;
    if (await bookedThemselves(tx, userId, address)) continue;
    throw new AppError('CLIENT_EMAIL_LIMIT', clientAddressLimitMessage(address), {
      extra: { limit: CLIENT_EMAILS_PER_UNVERIFIED_ADDRESS, retryAfter },
    });
  }
}

/**
 * Schedules a booking's reminders for the request `trigger` describes. When the provider chose the
 * address (a manual booking, a move from the dashboard), they count against the cap now, before
 * anything is written, and stay charged to the provider.
 */
export async function scheduleRemindersWithinQuota(
  tx: TDbExecutor,
  booking: TRemindable,
  trigger: TEmailTrigger,
  now: Date,
  settings?: TSmsSettings,
): Promise<void> {
  const due = await remindersDue(tx, booking, now, settings);
  await assertClientEmailQuota(
    tx,
    trigger,
    due.map(() => booking.clientEmail),
    now,
  );
  await insertRemindersOf(tx, booking, due, now, chargedUserOf(trigger), settings);
}

/** After a change of time or status: the old reminders go, the new start gets its own. */
export async function rescheduleRemindersWithinQuota(
  tx: TDbExecutor,
  booking: TRemindable,
  trigger: TEmailTrigger,
  now: Date,
): Promise<void> {
  await cancelPendingReminders(tx, [booking.id]);
  await scheduleRemindersWithinQuota(tx, booking, trigger, now);
}
