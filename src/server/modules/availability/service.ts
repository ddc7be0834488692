import { frenchPublicHolidays } from '../../../shared/french-holidays';
import { daysBetween, type TAvailability, type TOverride } from '../../../shared/schemas/provider-setup';
import type { Db } from '../../db/client';
import type { TDbExecutor } from '../../db/executor';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import type { TJobs } from '../../jobs/start-jobs';
import { saveProviderTimezone } from '../providers/api';
import { localDaysRange, queueWaitlistOffer } from '../waitlist/api';
import { getProviderTimezone } from './check-slot';
import { minutesOf, timeOf } from './local-time';
import {
  deleteOverride,
  listOverrides,
  listWeekly,
  lockProvider,
  replaceWeekly,
  upsertOverride,
} from './queries';
import { assertNoOverlap } from './validate-ranges';

export const OVERRIDE_NOT_FOUND = 'Exception introuvable';

export async function readAvailability(db: Db, providerId: string): Promise<TAvailability> {
  const [timezone, weekly] = await Promise.all([
    getProviderTimezone(db, providerId),
    listWeekly(db, providerId),
  ]);
  return {
    timezone,
    weekly: weekly.map((w) => ({
      weekday: w.weekday,
      start: timeOf(w.startMinute),
      end: timeOf(w.endMinute),
    })),
  };
}

/**
 * Replaces the whole week and the time zone at once: a reader never sees half of the change. New
 * hours may open time anywhere: the waitlist's offer job looks at the whole horizon (ADR 0060).
 */
export async function writeAvailability(
  db: Db,
  jobs: TJobs,
  providerId: string,
  availability: TAvailability,
  now: Date,
): Promise<TAvailability> {
  assertNoOverlap(
    availability.weekly.map((w) => ({ day: w.weekday, start: w.start, end: w.end })),
    (index) => `weekly.${index}.start`,
  );
  const rows = availability.weekly.map((w) => ({
    weekday: w.weekday,
    startMinute: minutesOf(w.start),
    endMinute: minutesOf(w.end),
  }));
  await db.transaction(async (tx) => {
    await lockProvider(tx, providerId);
    await replaceWeekly(tx, providerId, rows);
    await saveProviderTimezone(tx, providerId, availability.timezone, now);
    await queueWaitlistOffer(tx, jobs, providerId, null);
  });
  return readAvailability(db, providerId);
}

/** An exception's opening ranges, refused if they overlap (400 naming the range), in order. */
function checkedRanges(ranges: Array<{ start: string; end: string }>) {
  assertNoOverlap(
    ranges.map((r) => ({ day: 0, ...r })),
    (index) => `ranges.${index}.start`,
  );
  return [...ranges].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
}

/**
 * In the transaction of a change to special days: the days it touched, for the waitlist's offer
 * job (ADR 0060) — special hours or a day opened again may free time there.
 */
async function queueOffersOn(tx: TDbExecutor, jobs: TJobs, providerId: string, from: string, to: string) {
  const timezone = await getProviderTimezone(tx, providerId);
  await queueWaitlistOffer(tx, jobs, providerId, localDaysRange(timezone, from, to));
}

/** One override per date: saving a date that already has one replaces it. */
export async function saveOverride(
  db: Db,
  jobs: TJobs,
  providerId: string,
  input: { date: string; ranges: Array<{ start: string; end: string }>; note: string },
): Promise<TOverride> {
  const ranges = checkedRanges(input.ranges);
  return db.transaction(async (tx) => {
    const saved = await upsertOverride(tx, providerId, { ...input, ranges });
    await queueOffersOn(tx, jobs, providerId, saved.date, saved.date);
    return saved;
  });
}

/** The date goes back to the weekly hours, which may open it again. */
export async function removeOverride(db: Db, jobs: TJobs, providerId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const date = isUuid(id) ? await deleteOverride(tx, providerId, id) : null;
    if (!date) throw new AppError('NOT_FOUND', OVERRIDE_NOT_FOUND);
    await queueOffersOn(tx, jobs, providerId, date, date);
  });
}

/**
 * The same exception on every day of a period, in one transaction (issue 15): each day replaces
 * that day's exception, and a failure leaves none of them written.
 */
export async function saveOverrideRange(
  db: Db,
  jobs: TJobs,
  providerId: string,
  input: { from: string; to: string; ranges: Array<{ start: string; end: string }>; note: string },
): Promise<TOverride[]> {
  const ranges = checkedRanges(input.ranges);
  return db.transaction(async (tx) => {
    const saved: TOverride[] = [];
    for (const date of daysBetween(input.from, input.to))
      saved.push(await upsertOverride(tx, providerId, { date, ranges, note: input.note }));
    await queueOffersOn(tx, jobs, providerId, input.from, input.to);
    return saved;
  });
}

/** The year's French public holidays, each with the provider's exception on that day if any. */
export async function holidaysOf(db: Db, providerId: string, year: number) {
  const holidays = frenchPublicHolidays(year);
  const overrides = await listOverrides(db, providerId, {
    fromDate: holidays[0]?.date,
    toDate: holidays.at(-1)?.date,
  });
  const byDate = new Map(overrides.map((o) => [o.date, o]));
  return holidays.map((h) => ({ ...h, override: byDate.get(h.date) ?? null }));
}
