import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { z } from 'zod';
import { formatWindow } from '../../../shared/french-format';
import { PHONE_REQUIRED_MESSAGE } from '../../../shared/schemas/service-options';
import type { ZJoinWaitlist } from '../../../shared/schemas/waitlist';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { enforceRateLimits, type TRateRule } from '../../http/rate-limit';
import { queueEmail } from '../../mail/queue-emails';
import { renderWaitlistJoined } from '../../mail/templates/waitlist-joined';
import { linkSealingKey } from '../bookings/api';
import { isBookingOpen } from '../dpa/api';
import { getProviderProfile } from '../providers/api';
import { getService } from '../services/api';
import { getSettings } from '../settings/api';
import { emitWebhookEvent, waitlistEntryWebhookData } from '../webhooks/api';
import { waitlistLeaveToken } from './leave-token';
import { insertEntry } from './queries';

export const WAITLIST_JOIN_MESSAGES = {
  notFound: 'Prestation introuvable',
  closed: 'La liste d’attente n’est pas ouverte chez ce professionnel.',
  past: 'La date de début ne peut pas être passée',
  beyond: (days: number) => `Ce professionnel prend des rendez-vous jusqu’à ${days} jours à l’avance`,
  duplicate: 'Vous êtes déjà inscrit(e) sur la liste d’attente pour ces dates.',
} as const;

/** Like public bookings (bookings/create-booking.ts): enough for a family, too few to flood. */
export const WAITLIST_RATE_RULES = {
  publicPerIp: { limit: 20, windowSeconds: 10 * 60 },
} as const satisfies Record<string, TRateRule>;

type TJoin = z.output<typeof ZJoinWaitlist>;

/** « le mardi 15 décembre » / « du 15 au 22 décembre », as of `now`. */
export function windowText(from: string, to: string, now: Date): string {
  return formatWindow(from, to, now.getUTCFullYear());
}

/**
 * POST /api/public/providers/{id}/waitlist (ADR 0060): checks the provider and service, the days
 * against today and the horizon, then stores the entry and queues its confirmation in one
 * transaction. A filled honeypot gets the same answer and nothing happens.
 */
export async function joinWaitlist(
  deps: AppDeps,
  input: { providerId: string; body: TJoin; ip: string },
): Promise<{ id: string; status: 'waiting' }> {
  const { providerId, body } = input;
  const now = deps.now();
  await enforceRateLimits(
    deps.database.db,
    [{ key: `waitlist:ip:${input.ip}`, rule: WAITLIST_RATE_RULES.publicPerIp }],
    now,
  );
  if (body.website && body.website.trim() !== '') return { id: randomUUID(), status: 'waiting' };
  const db = deps.database.db;
  const [profile, service, settings, open] = await Promise.all([
    getProviderProfile(db, providerId),
    getService(db, providerId, body.serviceId),
    getSettings(db, providerId),
    isBookingOpen(db, providerId),
  ]);
  if (!profile || !service?.active || service.archivedAt)
    throw new AppError('NOT_FOUND', WAITLIST_JOIN_MESSAGES.notFound, { field: 'serviceId' });
  if (!open || !settings.waitlistEnabled) throw new AppError('CONFLICT', WAITLIST_JOIN_MESSAGES.closed);
  // The provider needs the phone of this service's clients: the offer is for the same service.
  if (service.phoneRequired && !body.client.phone)
    throw new AppError('VALIDATION', PHONE_REQUIRED_MESSAGE, { field: 'client.phone' });
  const today = DateTime.fromJSDate(now, { zone: profile.timezone }).startOf('day');
  if (body.from < (today.toISODate() ?? ''))
    throw new AppError('VALIDATION', WAITLIST_JOIN_MESSAGES.past, { field: 'from' });
  if (body.to > (today.plus({ days: settings.maxAdvanceDays }).toISODate() ?? ''))
    throw new AppError('VALIDATION', WAITLIST_JOIN_MESSAGES.beyond(settings.maxAdvanceDays), { field: 'to' });
  const key = linkSealingKey(deps.jwtSecret);
  const entry = await db.transaction(async (tx) => {
    const row = await insertEntry(tx, {
      providerId,
      serviceId: service.id,
      fromDay: body.from,
      toDay: body.to,
      clientName: body.client.name,
      clientEmail: body.client.email,
      clientPhone: body.client.phone,
      createdAt: now,
    });
    if (!row) throw new AppError('CONFLICT', WAITLIST_JOIN_MESSAGES.duplicate, { field: 'client.email' });
    // The provider's webhooks (issue 36), with the entry.
    await emitWebhookEvent(
      tx,
      deps.jobs,
      providerId,
      'waitlist.joined',
      waitlistEntryWebhookData(row, service),
      now,
    );
    const rendered = renderWaitlistJoined({
      clientName: row.clientName,
      providerName: profile.displayName,
      serviceName: service.name,
      days: windowText(row.fromDay, row.toDay, now),
      leaveUrl: `${deps.config.APP_URL}/waitlist/${row.id}/${waitlistLeaveToken(key, row.id)}`,
      appUrl: deps.config.APP_URL,
    });
    await queueEmail(
      tx,
      deps.jobs,
      {
        kind: 'waitlist_joined',
        to: row.clientEmail,
        ...rendered,
        trigger: { userId: null, kind: 'waitlist_joined' },
      },
      now,
    );
    return row;
  });
  deps.events.emit('waitlist_changed', { providerId, entryId: entry.id });
  return { id: entry.id, status: 'waiting' };
}
