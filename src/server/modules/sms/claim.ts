import { SMS_UNAVAILABLE_TEXT } from '../../../shared/schemas/sms';
import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { notifySmsCreditsOut, takeSmsCredit } from '../billing/api';
import { findProviderContact, linkSealingKey, storedBookingLinks } from '../bookings/api';
import type { TQueuedNotice } from '../notifications/api';
import { getSettings } from '../settings/api';
import { smsSendTime } from './due-time';
import { smsRecipientOf } from './phone';
import { lockBookingForSms, lockNextDueSms, moveSms, type TSmsRow } from './queries';
import { smsReminderText } from './template';

export const SMS_REASONS = {
  noCredit: 'Crédits SMS épuisés',
  settingOff: 'Rappel par SMS désactivé',
  notMobile: 'Le numéro n’est plus un mobile français',
  tooLate: 'Trop tard : le rendez-vous a commencé',
  unavailable: SMS_UNAVAILABLE_TEXT,
} as const;

/** An SMS claimed and committed, to be sent now: its credit is taken. */
export type TSmsToSend = { id: string; providerId: string; recipient: string; content: string };

export type TClaim =
  | { kind: 'send'; sms: TSmsToSend }
  | { kind: 'cancelled' | 'skipped'; notice: TQueuedNotice | null };

async function skip(tx: TDbExecutor, sms: TSmsRow, reason: string, now: Date): Promise<TClaim> {
  await moveSms(tx, sms.id, 'pending', { status: 'skipped', reason }, now);
  return { kind: 'skipped', notice: null };
}

/**
 * Takes the next due SMS in the caller's transaction (ADR 0062): a booking cancelled or moved since
 * cancels it; one that cannot go is skipped with its reason (at 0 credits the provider is told once
 * per period); else its credit is taken and it becomes `sending` with its text — all committed
 * before the provider is called, so a crash after the call never sends it twice.
 */
export async function claimNextSms(
  deps: AppDeps,
  tx: TDbExecutor,
  available: boolean,
  now: Date,
): Promise<TClaim | null> {
  const sms = await lockNextDueSms(tx, now);
  if (!sms) return null;
  const booking = await lockBookingForSms(tx, sms.bookingId);
  if (
    booking?.status !== 'confirmed' ||
    smsSendTime(booking.startAt, sms.offsetMinutes).getTime() !== sms.dueAt.getTime()
  ) {
    await moveSms(tx, sms.id, 'pending', { status: 'cancelled' }, now);
    return { kind: 'cancelled', notice: null };
  }
  if (booking.startAt.getTime() <= now.getTime()) return skip(tx, sms, SMS_REASONS.tooLate, now);
  if (!available) return skip(tx, sms, SMS_REASONS.unavailable, now);
  if (!(await getSettings(tx, booking.providerId)).smsReminders)
    return skip(tx, sms, SMS_REASONS.settingOff, now);
  const recipient = smsRecipientOf(booking.clientPhone);
  if (!recipient) return skip(tx, sms, SMS_REASONS.notMobile, now);
  if (!(await takeSmsCredit(tx, booking.providerId, sms.id, now))) {
    await skip(tx, sms, SMS_REASONS.noCredit, now);
    return { kind: 'skipped', notice: await notifySmsCreditsOut(deps, tx, booking.providerId, now) };
  }
  const provider = await findProviderContact(tx, booking.providerId);
  const links = storedBookingLinks(deps.config.APP_URL, linkSealingKey(deps.jwtSecret), booking);
  const content = smsReminderText({
    providerName: provider?.displayName ?? '',
    startAt: booking.startAt,
    timezone: booking.timezone,
    manageUrl: links?.manageUrl ?? null,
  });
  await moveSms(tx, sms.id, 'pending', { status: 'sending', recipient, content, sentAt: now }, now);
  return { kind: 'send', sms: { id: sms.id, providerId: booking.providerId, recipient, content } };
}
