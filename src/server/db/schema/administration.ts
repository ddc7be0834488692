import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
