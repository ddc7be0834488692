import { z } from 'zod';
import { multiLine } from './fields';

/** SPEC §3 Chat: plain text, at most this many characters (after trimming). */
export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_MESSAGES = {
  blank: 'Le message ne peut pas être vide.',
  tooLong: `Le message ne doit pas dépasser ${CHAT_MESSAGE_MAX} caractères.`,
} as const;

/** One message typed by a person: trimmed, never blank, line breaks allowed, no other control character. */
const chatText = z
  .string({ error: CHAT_MESSAGES.blank })
  .trim()
  .min(1, CHAT_MESSAGES.blank)
  .max(CHAT_MESSAGE_MAX, CHAT_MESSAGES.tooLong)
  .refine(...multiLine('Le message'));

/** POST /api/user-chats/send and POST /api/admin/user-chats/{id}/reply. */
export const ZChatMessageInput = z.object({ message: chatText });

/** POST /api/user-chats/{id}/mark-read: SPEC §7 `isAdmin` false for the user, true for the team. */
export const ZChatMarkRead = z.object({
  isAdmin: z.boolean({ error: 'isAdmin doit valoir true ou false' }),
});

export const ZChatSender = z.enum(['user', 'admin']);
export type TChatSender = z.infer<typeof ZChatSender>;

/** SPEC §3: a message has sender, content and date (ISO 8601 UTC). */
export const ZChatMessage = z.object({
  _id: z.string(),
  sender: ZChatSender,
  content: z.string(),
  date: z.string(),
  /** When the other side read it (null: not yet). */
  readAt: z.string().nullable(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/**
 * SPEC §3 Chat as the user sees it: `unreadByUser` counts the team's replies the user has not read
 * (SPEC gives no type: a number, truthy exactly when there is one), `unreadByAdmin` the user's
 * messages no administrator has read yet.
 */
export const ZChat = z.object({
  _id: z.string(),
  userId: z.string(),
  unreadByUser: z.number().int(),
  unreadByAdmin: z.number().int(),
  lastMessageAt: z.string(),
  messages: z.array(ZChatMessage),
});
export type TChat = z.infer<typeof ZChat>;

export const ZChatUser = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** The team's view of a conversation: the same chat with its user. */
export const ZAdminChat = ZChat.extend({ user: ZChatUser });
export type TAdminChat = z.infer<typeof ZAdminChat>;

/** One line of the team's inbox: the conversation without its messages, with the last one. */
export const ZAdminChatSummary = ZChat.omit({ messages: true }).extend({
  user: ZChatUser,
  lastMessage: ZChatMessage.nullable(),
});
export type TAdminChatSummary = z.infer<typeof ZAdminChatSummary>;

export const ZChatResponse = z.object({ success: z.literal(true), chat: ZChat });
export const ZChatHistoryResponse = z.object({ success: z.literal(true), chats: z.array(ZChat) });
export const ZAdminChatResponse = z.object({ success: z.literal(true), chat: ZAdminChat });
export const ZAdminChatListResponse = z.object({
  success: z.literal(true),
  chats: z.array(ZAdminChatSummary),
  /** Messages of users no administrator has read, over every conversation (the inbox badge). */
  unreadTotal: z.number().int(),
});
export type TAdminChatListResponse = z.infer<typeof ZAdminChatListResponse>;
