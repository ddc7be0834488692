import type { TAvailability, TOverride } from '../../../shared/schemas/provider-setup';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { saveProviderTimezone } from '../providers/api';
import { getProviderTimezone } from './check-slot';
import { minutesOf, timeOf } from './local-time';
import { deleteOverride, listWeekly, lockProvider, replaceWeekly, upsertOverride } from './queries';
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

/** Replaces the whole week and the time zone at once: a reader never sees half of the change. */
export async function writeAvailability(
  db: Db,
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
  });
  return readAvailability(db, providerId);
}

/** One override per date: saving a date that already has one replaces it. */
export async function saveOverride(
  db: Db,
  providerId: string,
  input: { date: string; ranges: Array<{ start: string; end: string }>; note: string },
): Promise<TOverride> {
  assertNoOverlap(
    input.ranges.map((r) => ({ day: 0, ...r })),
    (index) => `ranges.${index}.start`,
  );
  const ranges = [...input.ranges].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  return upsertOverride(db, providerId, { ...input, ranges });
}

export async function removeOverride(db: Db, providerId: string, id: string): Promise<void> {
  const deleted = isUuid(id) && (await deleteOverride(db, providerId, id));
  if (!deleted) throw new AppError('NOT_FOUND', OVERRIDE_NOT_FOUND);
}
