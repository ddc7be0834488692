import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'client'] })
      .notNull()
      .default('client'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    nom: text('nom'),
    siret: text('siret'),
    adresse: text('adresse'),
    telephone: text('telephone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the account was deleted (the row stays, emptied, for legal records). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** suspended: set by an administrator; the account cannot sign in and its booking page is closed. */
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** The last successful sign-in (password or, later, passkey); impersonation does not count. */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** One row per issued token: revoking the row kills the token at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /**
     * Set on a session an administrator opened to act as this user (impersonation): the admin's id
     * and their stated reason. Such a session is short-lived and cannot change credentials.
     */
    impersonatorId: uuid('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
    impersonationReason: text('impersonation_reason'),
    /**
     * The administrator's own session that opened this impersonation: revoking it (sign-out,
     * password change, suspension) revokes this one too (sessions.ts, markSessionsRevoked).
     */
    impersonatorSessionId: uuid('impersonator_session_id'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_impersonator_session_idx')
      .on(t.impersonatorSessionId)
      .where(sql`${t.impersonatorSessionId} is not null`),
  ],
);

/** Single-use tokens sent by e-mail (verification, password reset, e-mail change); only their SHA-256 is kept. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'change_email'] }).notNull(),
    /** The address a change_email token confirms; null for the other purposes. */
    newEmail: text('new_email'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);
