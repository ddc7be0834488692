import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { z } from 'zod';
import { formatDate, formatTime } from '../../../shared/french-format';
import type { TDbExecutor } from '../../db/executor';
import {
  bookings,
  dailyAgendaSends,
  providerProfiles,
  providerSettings,
  services,
  users,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { queueEmail } from '../../mail/queue-emails';
import { renderDailyAgenda, type TDailyAgendaEntry } from '../../mail/templates/daily-agenda';
import { defineJob } from '../job-definition';

/** Local hour from which the day's summary may go out. */
export const DAILY_AGENDA_HOUR = 7;
const DEFAULT_ZONE = 'Europe/Paris';

type TRecipient = { providerId: string; email: string; timezone: string };

/** Providers who opted into the morning summary, with the zone their day is counted in. */
async function optedInProviders(db: TDbExecutor): Promise<TRecipient[]> {
  const rows = await db
    .select({ providerId: users.id, email: users.email, timezone: providerProfiles.timezone })
    .from(providerSettings)
    .innerJoin(users, eq(users.id, providerSettings.providerId))
    .leftJoin(providerProfiles, eq(providerProfiles.providerId, users.id))
    .where(eq(providerSettings.dailyAgendaEmail, true));
  return rows.map((r) => ({ ...r, timezone: r.timezone ?? DEFAULT_ZONE }));
}

/** The provider's confirmed appointments starting within [from, to), in order. */
async function appointmentsBetween(db: TDbExecutor, providerId: string, from: Date, to: Date, zone: string) {
  const rows = await db
    .select({
      startAt: bookings.startAt,
      clientName: bookings.clientName,
      phone: bookings.clientPhone,
      serviceName: services.name,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(
      and(
        eq(bookings.providerId, providerId),
        eq(bookings.status, 'confirmed'),
        gte(bookings.startAt, from),
        lt(bookings.startAt, to),
      ),
    )
    .orderBy(asc(bookings.startAt));
  return rows.map(
    (r): TDailyAgendaEntry => ({
      time: formatTime(r.startAt, zone),
      clientName: r.clientName,
      serviceName: r.serviceName,
      phone: r.phone,
    }),
  );
}

/**
 * Sends one provider today's summary unless it already went out. The daily_agenda_sends row and the
 * outbox row commit together: a rerun (pg-boss redelivery, two workers, the next hourly tick) finds
 * the row and sends nothing, and a crash before commit leaves neither, so the next tick sends it.
 */
async function sendAgendaFor(deps: AppDeps, recipient: TRecipient, now: Date): Promise<boolean> {
  const local = DateTime.fromJSDate(now, { zone: recipient.timezone });
  if (local.hour < DAILY_AGENDA_HOUR) return false;
  const dayStart = local.startOf('day');
  const from = dayStart.toJSDate();
  const to = dayStart.plus({ days: 1 }).toJSDate();
  const db = deps.database.db;
  const entries = await appointmentsBetween(db, recipient.providerId, from, to, recipient.timezone);
  if (entries.length === 0) return false;
  const appUrl = deps.config.APP_URL;
  const email = renderDailyAgenda({
    day: formatDate(from, recipient.timezone),
    entries,
    agendaUrl: `${appUrl}/dashboard/agenda`,
    appUrl,
  });
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(dailyAgendaSends)
      .values({ providerId: recipient.providerId, localDate: dayStart.toISODate() ?? '' })
      .onConflictDoNothing()
      .returning({ providerId: dailyAgendaSends.providerId });
    if (claimed.length === 0) return false;
    const trigger = { userId: null, kind: 'daily_agenda' } as const;
    await queueEmail(tx, deps.jobs, { kind: 'daily_agenda', to: recipient.email, ...email, trigger }, now);
    return true;
  });
}

/** Hourly: each opted-in provider gets the day's appointments once, after 07:00 in their zone. */
export const dailyAgendaJob = defineJob({
  name: 'agenda.daily',
  schema: z.object({}).default({}),
  cron: '5 * * * *',
  policy: 'singleton',
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  async handler(deps) {
    const now = deps.now();
    for (const recipient of await optedInProviders(deps.database.db)) {
      await sendAgendaFor(deps, recipient, now);
    }
  },
});
