import { DateTime } from 'luxon';
import type { TProviderProfile } from '../../../shared/schemas/provider-setup';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { getProviderProfile } from '../providers/api';
import { getService, SERVICE_NOT_FOUND } from '../services/api';
import { getSettings } from '../settings/api';
import { DAY_MS } from './local-time';
import { resolvePeriod } from './period';
import { listBusy, listOverrides, listWeekly } from './queries';
import { computeSlots, type TInterval } from './slot-engine';

export const PROVIDER_NOT_FOUND = 'Professionnel introuvable';

type TSlotsQuery = { providerId: string; serviceId: string; from: Date; to: Date; now: Date };
export type TFreeSlotsQuery = Omit<TSlotsQuery, 'from' | 'to'> & { from?: string; to?: string };

/**
 * What the public booking page offers for one service over [from, to): everything the engine
 * needs is read here, once, for the whole period.
 */
export async function findFreeSlots(
  db: Db,
  query: TFreeSlotsQuery,
): Promise<{ timezone: string; slots: TInterval[] }> {
  const profile = await loadProvider(db, query.providerId);
  const period = resolvePeriod(profile.timezone, query, query.now);
  return slotsFor(db, profile, { ...query, ...period });
}

async function loadProvider(db: Db, providerId: string): Promise<TProviderProfile> {
  const profile = await getProviderProfile(db, providerId);
  if (!profile) throw new AppError('NOT_FOUND', PROVIDER_NOT_FOUND);
  return profile;
}

async function slotsFor(
  db: Db,
  profile: TProviderProfile,
  query: TSlotsQuery,
): Promise<{ timezone: string; slots: TInterval[] }> {
  const service = await getService(db, query.providerId, query.serviceId);
  if (!service?.active || service.archivedAt) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
  const { timezone } = profile;
  const localFrom = DateTime.fromJSDate(query.from, { zone: timezone }).minus({ days: 1 });
  const localTo = DateTime.fromJSDate(query.to, { zone: timezone }).plus({ days: 1 });
  const [settings, weekly, overrides, busy] = await Promise.all([
    getSettings(db, query.providerId),
    listWeekly(db, query.providerId),
    listOverrides(db, query.providerId, {
      fromDate: localFrom.toISODate() ?? undefined,
      toDate: localTo.toISODate() ?? undefined,
    }),
    // Buffers and durations stay under a day: bookings a day beyond the period cannot matter.
    listBusy(
      db,
      query.providerId,
      new Date(query.from.getTime() - DAY_MS),
      new Date(query.to.getTime() + DAY_MS),
    ),
  ]);
  const slots = computeSlots({
    timezone,
    weekly,
    overrides,
    busy,
    durationMinutes: service.durationMinutes,
    bufferBeforeMinutes: service.bufferBeforeMinutes,
    bufferAfterMinutes: service.bufferAfterMinutes,
    stepMinutes: settings.slotStepMinutes,
    minNoticeMinutes: settings.minNoticeMinutes,
    maxAdvanceDays: settings.maxAdvanceDays,
    now: query.now,
    from: query.from,
    to: query.to,
  });
  return { timezone, slots };
}

/**
 * The days of a month (YYYY-MM, in the provider's zone) and whether each has a free slot: one
 * engine run over the month.
 */
export async function findAvailableDays(
  db: Db,
  query: Omit<TSlotsQuery, 'from' | 'to'> & { month: string },
): Promise<{ timezone: string; days: Array<{ date: string; available: boolean }> }> {
  const profile = await loadProvider(db, query.providerId);
  const first = DateTime.fromISO(`${query.month}-01`, { zone: profile.timezone });
  const next = first.plus({ months: 1 });
  const { timezone, slots } = await slotsFor(db, profile, {
    ...query,
    from: first.toJSDate(),
    to: next.toJSDate(),
  });
  const open = new Set(slots.map((s) => DateTime.fromJSDate(s.start, { zone: timezone }).toISODate()));
  const days: Array<{ date: string; available: boolean }> = [];
  for (let day = first; day < next; day = day.plus({ days: 1 })) {
    const date = day.toISODate() ?? '';
    days.push({ date, available: open.has(date) });
  }
  return { timezone, days };
}
