import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A changed field: its value before and after the write (absent side = created / removed). */
export type TAuditChange = { before?: unknown; after?: unknown };

/**
 * Every administrator's write, append-only (a trigger refuses UPDATE, and DELETE of rows younger
 * than one year — the retention). No foreign keys: an entry outlives the accounts it names, so it
 * keeps their e-mail as it was at the time.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who acted: the administrator (null for the system, e.g. a job). */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    /** e.g. user.suspend, user.impersonation_start, config.update, chat.reply */
    action: text('action').notNull(),
    /** e.g. user, config, product, order, blog_post, blog_comment */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** A readable name of the target at the time (the user's e-mail, the config key…). */
    targetLabel: text('target_label'),
    changes: jsonb('changes').$type<Record<string, TAuditChange>>().notNull().default({}),
    reason: text('reason'),
    /**
     * The impersonation (the session an administrator opened as the user) during which this was
     * done: its start, its end and every write made with it carry the same id.
     */
    impersonationId: uuid('impersonation_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_impersonation_idx')
      .on(t.impersonationId, t.at)
      .where(sql`${t.impersonationId} is not null`),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);

/** The administrators' configuration, one row per key (a partial PUT touches only its keys). */
export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});

/** One sub-processor as the configuration names it. */
export type TSubprocessorEntry = { name: string; role: string; country: string };

/** One line of a change of the sub-processors' list: an entry added, removed, or changed (before → after). */
export type TSubprocessorChangeEntry =
  | { kind: 'added'; after: TSubprocessorEntry }
  | { kind: 'removed'; before: TSubprocessorEntry }
  | { kind: 'changed'; before: TSubprocessorEntry; after: TSubprocessorEntry };

/**
 * Each change of the sub-processors' list that providers were told of (DPA article 9), written in
 * the configuration's transaction with the job that tells them: what changed, when it was
 * announced and from when it applies (30 days later).
 */
export const subprocessorChanges = pgTable(
  'subprocessor_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    announcedAt: timestamp('announced_at', { withTimezone: true }).notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    changes: jsonb('changes').$type<TSubprocessorChangeEntry[]>().notNull(),
    /** The administrator who saved it (no foreign key: the record outlives the account). */
    actorId: uuid('actor_id'),
  },
  (t) => [index('subprocessor_changes_announced_idx').on(t.announcedAt)],
);

/**
 * Who was told of which change, and when: one row per (change, provider), written with the
 * provider's notice and e-mail. The key makes a retried or concurrent run skip whoever was told,
 * and the rows are the evidence that each provider was informed.
 */
export const subprocessorNotices = pgTable(
  'subprocessor_notices',
  {
    changeId: uuid('change_id')
      .notNull()
      .references(() => subprocessorChanges.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.changeId, t.userId] })],
);
