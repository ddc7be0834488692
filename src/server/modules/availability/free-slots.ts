import { DateTime } from 'luxon';
import type { TDbExecutor } from '../../db/executor';
import { AppError } from '../../http/app-error';
import { SERVICE_NOT_FOUND } from '../services/api';
import { DAY_MS, MINUTE_MS, openZone, wallOf } from './local-time';
import { resolvePeriod } from './period';
import { listBusy, listOverrides } from './queries';
import { isGroup, listSessions, offerSessions, type TOfferedSlot, withoutSeats } from './sessions';
import { computeSlots } from './slot-engine';
import type { TSlotRules } from './slot-rules';

export const PROVIDER_NOT_FOUND = 'Professionnel introuvable';

type TSlotsQuery = { serviceId: string; from: Date; to: Date; now: Date };
export type TFreeSlotsQuery = Omit<TSlotsQuery, 'from' | 'to'> & { from?: string; to?: string };

/** What the public booking page offers for one service over [from, to), from the provider's rules. */
export async function findFreeSlots(
  db: TDbExecutor,
  rules: TSlotRules,
  query: TFreeSlotsQuery,
): Promise<{ timezone: string; slots: TOfferedSlot[] }> {
  const period = resolvePeriod(rules.timezone, query, query.now);
  return slotsFor(db, rules, { ...query, ...period });
}

async function slotsFor(
  db: TDbExecutor,
  rules: TSlotRules,
  query: TSlotsQuery,
): Promise<{ timezone: string; slots: TOfferedSlot[] }> {
  const service = rules.services.find((s) => s.id === query.serviceId);
  if (!service) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
  const { settings, timezone } = rules;
  const now = query.now.getTime();
  // The engine only looks at what it may offer: [now + notice, now + horizon] within the period.
  const lower = Math.max(query.from.getTime(), now + settings.minNoticeMinutes * MINUTE_MS);
  const upper = Math.min(query.to.getTime(), now + settings.maxAdvanceDays * DAY_MS);
  if (!(lower < upper)) return { timezone, slots: [] };
  // Buffers and durations stay under a day: nothing a day beyond it can matter.
  const { overrides, busy } = await rangesOver(db, rules, lower - DAY_MS, upper + DAY_MS);
  // A group session's seats do not block its own start (issue 32): one more read, for such a service only.
  const sessions = isGroup(service)
    ? await listSessions(db, rules.providerId, service.id, {
        from: new Date(lower - DAY_MS),
        to: new Date(upper + DAY_MS),
      })
    : undefined;
  const slots = computeSlots({
    timezone,
    weekly: rules.weekly,
    overrides,
    busy: sessions ? withoutSeats(busy, sessions.values()) : busy,
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
  if (sessions) return { timezone, slots: offerSessions(slots, sessions, service) };
  return { timezone, slots: slots.map((slot) => ({ ...slot, remaining: 1 })) };
}

/**
 * The special days and busy ranges over [from, to): the rules' own when they cover it (always,
 * while they are fresh), else read for this query alone.
 */
async function rangesOver(
  db: TDbExecutor,
  rules: TSlotRules,
  from: number,
  to: number,
): Promise<Pick<TSlotRules, 'overrides' | 'busy'>> {
  if (rules.covers.from <= from && to <= rules.covers.to) return rules;
  const providerId = rules.providerId;
  const localDate = (ms: number) =>
    DateTime.fromMillis(ms, { zone: rules.timezone }).toISODate() ?? undefined;
  const [overrides, busy] = await Promise.all([
    listOverrides(db, providerId, { fromDate: localDate(from - DAY_MS), toDate: localDate(to + DAY_MS) }),
    listBusy(db, providerId, new Date(from), new Date(to)),
  ]);
  return { overrides, busy };
}

/**
 * The days of a month (YYYY-MM, in the provider's zone) and whether each has a free slot: one
 * engine run over the month.
 */
export async function findAvailableDays(
  db: TDbExecutor,
  rules: TSlotRules,
  query: Omit<TSlotsQuery, 'from' | 'to'> & { month: string },
): Promise<{ timezone: string; days: Array<{ date: string; available: boolean }> }> {
  const first = DateTime.fromISO(`${query.month}-01`, { zone: rules.timezone });
  const next = first.plus({ months: 1 });
  const { timezone, slots } = await slotsFor(db, rules, {
    ...query,
    from: first.toJSDate(),
    to: next.toJSDate(),
  });
  const zone = openZone(timezone);
  // Local days as day numbers (wall time ÷ 24 h): a division per slot, not a date's text.
  const open = new Set(slots.map((s) => Math.floor(wallOf(zone, s.start.getTime()) / DAY_MS)));
  // The month's dates are calendar dates: no zone needed to list them.
  const days: Array<{ date: string; available: boolean }> = [];
  for (let day = Date.UTC(first.year, first.month - 1, 1); ; day += DAY_MS) {
    const date = new Date(day).toISOString().slice(0, 10);
    if (!date.startsWith(query.month)) break;
    days.push({ date, available: open.has(day / DAY_MS) });
  }
  return { timezone, days };
}
