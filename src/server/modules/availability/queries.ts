import { and, asc, type Column, eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { preparedStatement } from '../../db/prepared';
import { availabilityOverrides, availabilityWeekly, bookings, calendarBusy, users } from '../../db/schema';
import { isUuid } from '../../http/uuid';
import type { TDateOverride, TInterval, TWeeklyHours } from './slot-engine';

export async function listWeekly(db: TDbExecutor, providerId: string): Promise<TWeeklyHours[]> {
  return db
    .select({
      weekday: availabilityWeekly.weekday,
      startMinute: availabilityWeekly.startMinute,
      endMinute: availabilityWeekly.endMinute,
    })
    .from(availabilityWeekly)
    .where(eq(availabilityWeekly.providerId, providerId))
    .orderBy(asc(availabilityWeekly.weekday), asc(availabilityWeekly.startMinute));
}

/**
 * Serialises a provider's read-modify-write transactions (whole-week replacement, settings merge):
 * without it two concurrent replacements could each delete only the rows they saw and keep both
 * weeks. NO KEY UPDATE leaves the foreign-key locks of booking inserts free.
 */
export async function lockProvider(db: TDbExecutor, providerId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, providerId)).for('no key update');
}

/** Replaces the whole week; the caller runs it in a transaction so a reader never sees half a week. */
export async function replaceWeekly(
  db: TDbExecutor,
  providerId: string,
  weekly: TWeeklyHours[],
): Promise<void> {
  await db.delete(availabilityWeekly).where(eq(availabilityWeekly.providerId, providerId));
  if (weekly.length > 0) {
    await db.insert(availabilityWeekly).values(weekly.map((w) => ({ providerId, ...w })));
  }
}

export type TOverrideRow = TDateOverride & { id: string; note: string };

/** Overrides whose date lies in [fromDate, toDate] (YYYY-MM-DD, both optional), by date. */
export async function listOverrides(
  db: TDbExecutor,
  providerId: string,
  range: { fromDate?: string; toDate?: string } = {},
): Promise<TOverrideRow[]> {
  const conditions = [eq(availabilityOverrides.providerId, providerId)];
  if (range.fromDate) conditions.push(gte(availabilityOverrides.date, range.fromDate));
  if (range.toDate) conditions.push(lte(availabilityOverrides.date, range.toDate));
  return db
    .select({
      id: availabilityOverrides.id,
      date: availabilityOverrides.date,
      ranges: availabilityOverrides.ranges,
      note: availabilityOverrides.note,
    })
    .from(availabilityOverrides)
    .where(and(...conditions))
    .orderBy(asc(availabilityOverrides.date));
}

/** One override per date: saving a date that has one replaces it. */
export async function upsertOverride(
  db: TDbExecutor,
  providerId: string,
  override: { date: string; ranges: Array<{ start: string; end: string }>; note: string },
): Promise<TOverrideRow> {
  const [row] = await db
    .insert(availabilityOverrides)
    .values({ providerId, ...override })
    .onConflictDoUpdate({
      target: [availabilityOverrides.providerId, availabilityOverrides.date],
      set: { ranges: override.ranges, note: override.note },
    })
    .returning({
      id: availabilityOverrides.id,
      date: availabilityOverrides.date,
      ranges: availabilityOverrides.ranges,
      note: availabilityOverrides.note,
    });
  if (!row) throw new Error('override upsert returned nothing');
  return row;
}

/** Deletes one override of this provider; its date, or null when there is none (or it belongs to another). */
export async function deleteOverride(
  db: TDbExecutor,
  providerId: string,
  id: string,
): Promise<string | null> {
  const [row] = await db
    .delete(availabilityOverrides)
    .where(and(eq(availabilityOverrides.id, id), eq(availabilityOverrides.providerId, providerId)))
    .returning({ date: availabilityOverrides.date });
  return row?.date ?? null;
}

/**
 * Blocked ranges (buffers included) of the provider's active bookings that overlap [from, to), and,
 * unless `personalCalendar` is false, the busy times copied from their CalDAV calendars (issue 31:
 * `calendar_busy` holds rows of conflict-checked calendars only). Written as the no-overlap
 * constraint's own expression (migration 0004), and the copy's as its GiST index's (migration
 * 0038), so that each index finds the rows directly rather than every earlier row of the provider.
 * The provider's own bookings by hand pass `personalCalendar: false`: their personal calendar
 * informs them, it does not overrule them.
 */
export async function listBusy(
  db: TDbExecutor,
  providerId: string,
  from: Date,
  to: Date,
  excludeBookingId?: string,
  options: { personalCalendar?: boolean } = {},
): Promise<TInterval[]> {
  const window = { providerId, from: from.toISOString(), to: to.toISOString() };
  const statements = options.personalCalendar === false ? BOOKINGS_ONLY : WITH_CALENDAR;
  if (!excludeBookingId || !isUuid(excludeBookingId)) return statements.all(db, window);
  return statements.but(db, { ...window, excludeBookingId });
}

const overlapsWindow = (from: SQL | Column, to: SQL | Column) =>
  sql`tstzrange(${from}, ${to}, '[)') && tstzrange(${sql.placeholder('from')}::timestamptz, ${sql.placeholder('to')}::timestamptz, '[)')`;

const bookingRanges = (db: TDbExecutor, excluding?: SQL) =>
  db
    .select({ start: bookings.blockedFrom, end: bookings.blockedTo })
    .from(bookings)
    .where(
      and(
        eq(bookings.providerId, sql.placeholder('providerId')),
        ne(bookings.status, 'cancelled'),
        overlapsWindow(bookings.blockedFrom, bookings.blockedTo),
        excluding,
      ),
    );

const calendarRanges = (db: TDbExecutor) =>
  db
    .select({ start: calendarBusy.startsAt, end: calendarBusy.endsAt })
    .from(calendarBusy)
    .where(
      and(
        eq(calendarBusy.providerId, sql.placeholder('providerId')),
        overlapsWindow(calendarBusy.startsAt, calendarBusy.endsAt),
      ),
    );

const notThisBooking = () => ne(bookings.id, sql.placeholder('excludeBookingId'));

const BOOKINGS_ONLY = {
  all: preparedStatement('busy_ranges_of', (db) => bookingRanges(db)),
  but: preparedStatement('busy_ranges_but_of', (db) => bookingRanges(db, notThisBooking())),
};
const WITH_CALENDAR = {
  all: preparedStatement('busy_ranges_and_calendar_of', (db) =>
    bookingRanges(db).unionAll(calendarRanges(db)),
  ),
  but: preparedStatement('busy_ranges_and_calendar_but_of', (db) =>
    bookingRanges(db, notThisBooking()).unionAll(calendarRanges(db)),
  ),
};

/** Weekly hours and special days go with the account (GDPR erasure), in the erasure's transaction. */
export async function deleteProviderAvailability(tx: TDbExecutor, providerId: string): Promise<void> {
  await tx.delete(availabilityWeekly).where(eq(availabilityWeekly.providerId, providerId));
  await tx.delete(availabilityOverrides).where(eq(availabilityOverrides.providerId, providerId));
}
