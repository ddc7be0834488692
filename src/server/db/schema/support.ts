import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** One support conversation per user with the team (SPEC §3 Chat). */
export const supportChats = pgTable(
  'support_chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_chats_last_message_idx').on(t.lastMessageAt)],
);

/** A message of a support conversation; plain text, at most 2,000 characters. */
export const supportChatMessages = pgTable(
  'support_chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => supportChats.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['user', 'admin'] }).notNull(),
    /** The administrator who answered (null for the user's own messages). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the other side read it (the user for an admin reply, any admin for a user message). */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When an e-mail told the other side about it (admin reply unread 5 min; admins' digest). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [index('support_chat_messages_chat_idx').on(t.chatId, t.createdAt)],
);
