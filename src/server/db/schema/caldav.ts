import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './booking';

/**
 * A provider's CalDAV account (issue 31, ADR 0058). The app password is encrypted at rest
 * (AES-256-GCM, key in `app_secrets`) and never leaves the server. `failingSince` marks an
 * outage: the provider is told once, when it starts.
 */
export const calendarConnections = pgTable(
  'calendar_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverUrl: text('server_url').notNull(),
    username: text('username').notNull(),
    /** base64url of iv (12 bytes) ‖ tag (16 bytes) ‖ ciphertext. */
    passwordEncrypted: text('password_encrypted').notNull(),
    /** The calendar home found by discovery. */
    homeUrl: text('home_url').notNull(),
    status: text('status', { enum: ['ok', 'error'] })
      .notNull()
      .default('ok'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** Whether the agenda shows the events' titles (hatched « Occupé — agenda personnel » otherwise). */
    showTitles: boolean('show_titles').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_connections_account_idx').on(t.providerId, t.serverUrl, t.username),
    check('calendar_connections_status_check', sql`${t.status} in ('ok', 'error')`),
  ],
);

/**
 * One calendar of a connection: whether its events block slots, whether bookings are written to
 * it (one such calendar per provider), and where the last sync left it (sync token, ctag).
 */
export const calendarSyncCalendars = pgTable(
  'calendar_sync_calendars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => calendarConnections.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    name: text('name').notNull(),
    color: text('color'),
    checkConflicts: boolean('check_conflicts').notNull().default(false),
    writeBookings: boolean('write_bookings').notNull().default(false),
    syncToken: text('sync_token'),
    ctag: text('ctag'),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    /** The busy copy holds every occurrence up to here; nearing it, the calendar is read whole again. */
    expandedTo: timestamp('expanded_to', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_sync_calendars_url_idx').on(t.connectionId, t.url),
    uniqueIndex('calendar_sync_calendars_writer_idx').on(t.providerId).where(sql`${t.writeBookings}`),
  ],
);

/** Each stored object of a checked calendar as last read: its ETag decides whether to read it again. */
export const calendarObjects = pgTable(
  'calendar_objects',
  {
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendarSyncCalendars.id, { onDelete: 'cascade' }),
    href: text('href').notNull(),
    etag: text('etag'),
    uid: text('uid'),
  },
  (t) => [primaryKey({ columns: [t.calendarId, t.href] })],
);

/**
 * The copy of busy time: one row per counted occurrence of an object, over the booking horizon.
 * Slot pages and the booking transaction read it; nothing on a slot request calls CalDAV.
 */
export const calendarBusy = pgTable(
  'calendar_busy',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendarSyncCalendars.id, { onDelete: 'cascade' }),
    href: text('href').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    summary: text('summary'),
  },
  (t) => [
    index('calendar_busy_object_idx').on(t.calendarId, t.href),
    check('calendar_busy_range_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * A booking's event in the provider's write calendar, as Créneau last wrote it. A sync that finds
 * it moved or gone records `remoteChange` and tells the provider; nothing is applied to the client
 * until the provider chooses (keep → written again, cancel → the booking is cancelled).
 */
export const calendarBookingEvents = pgTable(
  'calendar_booking_events',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendarSyncCalendars.id, { onDelete: 'cascade' }),
    href: text('href').notNull(),
    etag: text('etag'),
    writtenStart: timestamp('written_start', { withTimezone: true }).notNull(),
    writtenEnd: timestamp('written_end', { withTimezone: true }).notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
    remoteChange: text('remote_change', { enum: ['moved', 'deleted'] }),
    remoteStart: timestamp('remote_start', { withTimezone: true }),
    remoteEnd: timestamp('remote_end', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
  },
  (t) => [
    index('calendar_booking_events_calendar_idx').on(t.calendarId),
    check(
      'calendar_booking_events_change_check',
      sql`${t.remoteChange} is null or ${t.remoteChange} in ('moved', 'deleted')`,
    ),
  ],
);
