import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TCalendarConnection } from '../../../shared/schemas/caldav';
import type { TDbExecutor } from '../../db/executor';
import { preparedStatement } from '../../db/prepared';
import { calendarConnections, calendarSyncCalendars } from '../../db/schema';

export type TConnectionRow = typeof calendarConnections.$inferSelect;
export type TSyncCalendarRow = typeof calendarSyncCalendars.$inferSelect;

/** The screen's view of a connection: never the password, sealed or not. */
export function toConnectionDto(row: TConnectionRow, calendars: TSyncCalendarRow[]): TCalendarConnection {
  return {
    id: row.id,
    serverUrl: row.serverUrl,
    username: row.username,
    status: row.status,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    lastError: row.lastError,
    showTitles: row.showTitles,
    calendars: calendars.map((c) => ({
      id: c.id,
      url: c.url,
      name: c.name,
      color: c.color,
      checkConflicts: c.checkConflicts,
      writeBookings: c.writeBookings,
    })),
  };
}

export async function listConnectionsOf(db: TDbExecutor, providerId: string): Promise<TCalendarConnection[]> {
  const connections = await db
    .select()
    .from(calendarConnections)
    .where(eq(calendarConnections.providerId, providerId))
    .orderBy(asc(calendarConnections.createdAt));
  if (connections.length === 0) return [];
  const calendars = await db
    .select()
    .from(calendarSyncCalendars)
    .where(
      inArray(
        calendarSyncCalendars.connectionId,
        connections.map((c) => c.id),
      ),
    )
    .orderBy(asc(calendarSyncCalendars.name));
  return connections.map((c) =>
    toConnectionDto(
      c,
      calendars.filter((cal) => cal.connectionId === c.id),
    ),
  );
}

/** One connection of that provider (another's is as absent as an unknown one). */
export async function findConnection(
  db: TDbExecutor,
  providerId: string,
  id: string,
): Promise<TConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarConnections)
    .where(and(eq(calendarConnections.id, id), eq(calendarConnections.providerId, providerId)));
  return row;
}

export async function findConnectionById(db: TDbExecutor, id: string): Promise<TConnectionRow | undefined> {
  const [row] = await db.select().from(calendarConnections).where(eq(calendarConnections.id, id));
  return row;
}

export async function calendarsOf(db: TDbExecutor, connectionId: string): Promise<TSyncCalendarRow[]> {
  return db
    .select()
    .from(calendarSyncCalendars)
    .where(eq(calendarSyncCalendars.connectionId, connectionId))
    .orderBy(asc(calendarSyncCalendars.name));
}

export async function connectionDto(db: TDbExecutor, row: TConnectionRow): Promise<TCalendarConnection> {
  return toConnectionDto(row, await calendarsOf(db, row.id));
}

/** The provider's calendar that receives their bookings, with its account, if they chose one. */
export async function findWriterCalendar(
  db: TDbExecutor,
  providerId: string,
): Promise<{ calendar: TSyncCalendarRow; connection: TConnectionRow } | undefined> {
  const [row] = await db
    .select({ calendar: calendarSyncCalendars, connection: calendarConnections })
    .from(calendarSyncCalendars)
    .innerJoin(calendarConnections, eq(calendarConnections.id, calendarSyncCalendars.connectionId))
    .where(
      and(eq(calendarSyncCalendars.providerId, providerId), eq(calendarSyncCalendars.writeBookings, true)),
    );
  return row;
}

/**
 * Whether the provider has a calendar that receives bookings: one probe of the partial unique
 * index, prepared (ADR 0044), read in the booking's own transaction so that the write job is
 * queued with it only when it has something to do.
 */
const selectWriter = preparedStatement('caldav_has_writer', (db) =>
  db
    .select({ one: sql<number>`1` })
    .from(calendarSyncCalendars)
    .where(
      and(
        eq(calendarSyncCalendars.providerId, sql.placeholder('providerId')),
        eq(calendarSyncCalendars.writeBookings, true),
      ),
    )
    .limit(1),
);

export async function hasWriterCalendar(db: TDbExecutor, providerId: string): Promise<boolean> {
  const rows = await selectWriter(db, { providerId });
  return rows.length > 0;
}

/** Connections due for a sync: never synced, or last synced (or failed) before `before`. */
export async function listDueConnections(db: TDbExecutor, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: calendarConnections.id })
    .from(calendarConnections)
    .where(
      sql`greatest(${calendarConnections.lastSyncAt}, ${calendarConnections.lastErrorAt}, ${calendarConnections.createdAt}) < ${before.toISOString()}::timestamptz`,
    );
  return rows.map((r) => r.id);
}
