import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES } from '../../../shared/schemas/booking';
import type { TServicePayment } from '../../../shared/schemas/booking-payments';
import type {
  TBookingAnswer,
  TLocation,
  TLocationType,
  TQuestion,
} from '../../../shared/schemas/service-options';
import { users } from './accounts';

/** The public booking page of a provider (providerId = user id). */
export const providerProfiles = pgTable('provider_profiles', {
  providerId: uuid('provider_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  description: text('description').notNull().default(''),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  timezone: text('timezone').notNull().default('Europe/Paris'),
  /**
   * The readable booking address (`/booking/{slug}`, issue 15); unique, the id's URL still works,
   * and so do the provider's earlier slugs (providerSlugHistory).
   */
  slug: text('slug').unique(),
  /** The sites allowed to frame the booking page (issue 15, ADR 0040): https origins, none by default. */
  embedOrigins: text('embed_origins').array().notNull().default(sql`'{}'::text[]`),
  /** The provider asked for their booking page to be in the sitemap for search engines (issue 17). */
  listedInSearch: boolean('listed_in_search').notNull().default(false),
  /** The booking page's buttons and accents (issue 37, ADR 0066): `#rrggbb`, null for Créneau's. */
  brandColor: text('brand_color'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A booking address a provider used before choosing another (issue 30): printed on a QR stand or a
 * card, it keeps leading to their page, and no one else may take it.
 */
export const providerSlugHistory = pgTable('provider_slug_history', {
  slug: text('slug').primaryKey(),
  providerId: uuid('provider_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
});

/** SPEC §3 configuration defaults and booking rules; a missing row means DEFAULT_SETTINGS. */
export const providerSettings = pgTable('provider_settings', {
  providerId: uuid('provider_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  calendarView: text('calendar_view', { enum: ['month', 'week', 'day'] })
    .notNull()
    .default('month'),
  weekStartsOn: smallint('week_starts_on').notNull().default(1),
  workDayStart: text('work_day_start').notNull().default('09:00'),
  workDayEnd: text('work_day_end').notNull().default('18:00'),
  slotStepMinutes: integer('slot_step_minutes').notNull().default(30),
  minNoticeMinutes: integer('min_notice_minutes').notNull().default(120),
  maxAdvanceDays: integer('max_advance_days').notNull().default(60),
  cancellationNoticeHours: integer('cancellation_notice_hours').notNull().default(24),
  reminderOffsetsMinutes: integer('reminder_offsets_minutes')
    .array()
    .notNull()
    .default(sql`'{1440}'::integer[]`),
  browserNotifications: boolean('browser_notifications').notNull().default(true),
  dataRetentionDays: integer('data_retention_days').notNull().default(30),
  /**
   * The morning agenda e-mail is opt-in. The e-mails about a client's booking or cancellation are
   * the e-mail channel of the notification preferences (ADR 0033).
   */
  dailyAgendaEmail: boolean('daily_agenda_email').notNull().default(false),
  /** Clients may join the waitlist (issue 33). */
  waitlistEnabled: boolean('waitlist_enabled').notNull().default(true),
  /** One SMS reminder to French mobiles (issue 35); off by default. */
  smsReminders: boolean('sms_reminders').notNull().default(false),
  /** The SMS's own offset in minutes; null: the longest reminder offset still ahead. */
  smsReminderOffsetMinutes: integer('sms_reminder_offset_minutes'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Intake questions (issue 32), asked on the booking form; answers keep their label. */
    questions: jsonb('questions').$type<TQuestion[]>().notNull().default([]),
    /** Clients per slot: 1 is a one-to-one appointment, more a group session (issue 32). */
    capacity: integer('capacity').notNull().default(1),
    phoneRequired: boolean('phone_required').notNull().default(false),
    /** Where it takes place; video: the rooms' base or one fixed link (issue 32). */
    location: jsonb('location').$type<TLocation>().notNull().default({ type: 'in_person' }),
    /** A deposit, the whole price or a card guarantee at booking (issue 34, ADR 0061). */
    payment: jsonb('payment').$type<TServicePayment>().notNull().default({ mode: 'none' }),
    /** Set when deleted while bookings still reference it: hidden everywhere, kept for history. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('services_provider_idx').on(t.providerId),
    check('services_duration_positive', sql`${t.durationMinutes} > 0`),
    check('services_capacity_range', sql`${t.capacity} between 1 and 100`),
  ],
);

/** Weekly opening hours; several rows a day make breaks. Minutes from local midnight. */
export const availabilityWeekly = pgTable(
  'availability_weekly',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [
    index('availability_weekly_provider_idx').on(t.providerId),
    check('availability_weekly_order', sql`${t.startMinute} < ${t.endMinute}`),
    check('availability_weekly_weekday', sql`${t.weekday} between 1 and 7`),
  ],
);

/** A date's own hours (special hours) or, with no ranges, a closed day (holiday). */
export const availabilityOverrides = pgTable(
  'availability_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    ranges: jsonb('ranges').$type<Array<{ start: string; end: string }>>().notNull().default([]),
    note: text('note').notNull().default(''),
  },
  (t) => [uniqueIndex('availability_overrides_day_idx').on(t.providerId, t.date)],
);

/**
 * Bookings. blocked_from/blocked_to include the service buffers; the EXCLUDE constraint
 * (migration 0039, first 0004) forbids two active bookings of one provider whose blocked ranges
 * overlap, unless both are seats of one group session (same `session_key`); the trigger
 * `bookings_session_seats` refuses the seat after the service's capacity.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    blockedFrom: timestamp('blocked_from', { withTimezone: true }).notNull(),
    blockedTo: timestamp('blocked_to', { withTimezone: true }).notNull(),
    timezone: text('timezone').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('confirmed'),
    /**
     * While `awaiting_payment` (issue 34): the hold's end, when the slot is freed if no payment came.
     * The EXCLUDE constraint counts a hold like any booking that is not cancelled.
     */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    source: text('source', { enum: ['public', 'manual'] }).notNull(),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull().default(''),
    clientPhone: text('client_phone').notNull().default(''),
    note: text('note').notNull().default(''),
    /** The client's answers with the questions' labels as asked (issue 32). Plain text. */
    answers: jsonb('answers').$type<TBookingAnswer[]>().notNull().default([]),
    /** The place as booked; `client_address` for « À domicile », `video_url` for « En visio ». */
    locationType: text('location_type', { enum: ['in_person', 'video', 'phone', 'home'] })
      .$type<TLocationType>()
      .notNull()
      .default('in_person'),
    clientAddress: text('client_address').notNull().default(''),
    videoUrl: text('video_url'),
    /** The series created together by the provider (issue 32); null for a single booking. */
    seriesId: uuid('series_id'),
    /**
     * A group session's seats share `{serviceId}@{start}` (set by the trigger from the service's
     * capacity); null for a one-client booking.
     */
    sessionKey: text('session_key'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    /** SHA-256 of the client's manage/cancel token (random, 256 bits). */
    manageTokenHash: text('manage_token_hash').notNull(),
    /** The same token sealed with a key derived from the server secret: reminders carry the links. */
    manageTokenSealed: text('manage_token_sealed'),
    cancellationReason: text('cancellation_reason'),
    cancelledBy: text('cancelled_by', { enum: ['client', 'provider'] }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** iCal SEQUENCE: bumped on every change the client or a calendar should see. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_provider_start_idx').on(t.providerId, t.startAt),
    uniqueIndex('bookings_manage_token_idx').on(t.manageTokenHash),
    index('bookings_client_email_idx').on(t.providerId, t.clientEmail),
    index('bookings_hold_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'awaiting_payment'`),
    index('bookings_series_idx').on(t.seriesId).where(sql`${t.seriesId} is not null`),
    // One client (e-mail) takes one seat of a session.
    uniqueIndex('bookings_session_client_idx')
      .on(t.sessionKey, sql`lower(${t.clientEmail})`)
      .where(sql`${t.sessionKey} is not null and ${t.status} <> 'cancelled' and ${t.clientEmail} <> ''`),
    check(
      'bookings_order',
      sql`${t.startAt} < ${t.endAt} and ${t.blockedFrom} <= ${t.startAt} and ${t.endAt} <= ${t.blockedTo}`,
    ),
  ],
);

/** Idempotency-Key: a retried create returns the first response instead of a second booking. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** SHA-256 of who sent the first request (ADR 0022): a replay is answered only to that caller. */
    callerHash: text('caller_hash').notNull().default(''),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** One row per provider and local day once the daily agenda e-mail is queued: it is sent once. */
export const dailyAgendaSends = pgTable(
  'daily_agenda_sends',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.localDate] })],
);
