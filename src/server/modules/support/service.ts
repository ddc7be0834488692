import type {
  TAdminChat,
  TAdminChatListResponse,
  TChat,
  TChatMessage,
} from '../../../shared/schemas/support';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isAdminRole, type TAuth } from '../../http/auth';
import { enforceRateLimits, type TRateRule } from '../../http/rate-limit';
import { notifyUser, publishNotifications } from '../notifications/api';
import { loadAdminChat, loadChat, toMessageDto, toSummaries } from './chat-dto';
import {
  chatForUser,
  findChatOfUser,
  findChatWithOwner,
  insertMessage,
  listChatsWithOwners,
  markRead,
  unreadByAdminTotal,
} from './queries';

export const SUPPORT_MESSAGES = {
  adminCannotSend: 'Les administrateurs répondent depuis la boîte de réception du support.',
  chatNotFound: 'Conversation introuvable.',
  notAdmin: 'Seule l’équipe d’administration peut marquer comme lus les messages des utilisateurs.',
} as const;

/** Per account: enough for a real conversation, not for flooding the team's inbox. */
export const SEND_RATE_RULE = { limit: 20, windowSeconds: 10 * 60 } as const satisfies TRateRule;

const chatNotFound = () => new AppError('NOT_FOUND', SUPPORT_MESSAGES.chatNotFound);

/** The bell's line about a reply: its first 140 characters, on one line. */
export const REPLY_NOTICE = { title: 'Réponse de l’équipe Créneau', maxBody: 140 } as const;
const replyNoticeBody = (content: string) =>
  content.replace(/\s+/g, ' ').trim().slice(0, REPLY_NOTICE.maxBody);

const ownerOf = (auth: TAuth) => ({ id: auth.user.id, name: auth.user.name, email: auth.user.email });

/** The user's own view of their chat: who they are goes without saying. */
function withoutOwner({ user: _user, ...chat }: TAdminChat): TChat {
  return chat;
}

/** Tells the team's inbox (and, with a new message, the user's tabs) once the change has committed. */
function publish(deps: AppDeps, chat: TAdminChat, message: TChatMessage | null): void {
  deps.events.emit('support_chat_changed', { chat, message });
}

/** SPEC §7 POST /api/user-chats/send: the user writes to the team; the chat is created with the first message. */
export async function sendUserMessage(deps: AppDeps, auth: TAuth, content: string): Promise<TChat> {
  if (isAdminRole(auth.user.role)) throw new AppError('FORBIDDEN', SUPPORT_MESSAGES.adminCannotSend);
  const { db } = deps.database;
  const now = deps.now();
  await enforceRateLimits(db, [{ key: `support:send:${auth.user.id}`, rule: SEND_RATE_RULE }], now);
  const { chat, message } = await db.transaction(async (tx) => {
    const row = await chatForUser(tx, auth.user.id, now);
    const inserted = await insertMessage(tx, {
      chatId: row.id,
      sender: 'user',
      authorId: null,
      content,
      now,
    });
    return {
      chat: await loadAdminChat(tx, { ...row, lastMessageAt: now }, ownerOf(auth)),
      message: inserted,
    };
  });
  publish(deps, chat, toMessageDto(message));
  return withoutOwner(chat);
}

/** SPEC §7 GET /api/user-chats/history: the caller's conversation, if any (an array of at most one). */
export async function chatHistory(deps: AppDeps, userId: string): Promise<TChat[]> {
  const { db } = deps.database;
  const chat = await findChatOfUser(db, userId);
  return chat ? [await loadChat(db, chat)] : [];
}

/**
 * SPEC §7 mark-read. `isAdmin: false`: the user reads the team's replies in their own chat (any
 * other chat is unknown: 404, nothing leaks). `isAdmin: true`: an administrator reads the user's
 * messages of any chat; nobody else may say so.
 */
export async function markChatRead(
  deps: AppDeps,
  auth: TAuth,
  chatId: string,
  isAdmin: boolean,
): Promise<void> {
  if (isAdmin && !isAdminRole(auth.user.role)) throw new AppError('FORBIDDEN', SUPPORT_MESSAGES.notAdmin);
  const { db } = deps.database;
  const now = deps.now();
  const chat = await db.transaction(async (tx) => {
    const found = await findChatWithOwner(tx, chatId);
    if (!found || (!isAdmin && found.chat.userId !== auth.user.id)) throw chatNotFound();
    const changed = await markRead(tx, chatId, isAdmin ? 'admin' : 'user', now);
    return changed > 0 ? loadAdminChat(tx, found.chat, found.owner) : null;
  });
  // The other administrators' inbox counts follow; nothing to say when nothing changed.
  if (chat) publish(deps, chat, null);
}

/**
 * POST /api/admin/user-chats/{id}/reply: the team answers; a deleted account's chat is gone (404).
 * The user's bell hears of it too; the chat widget floats over the whole dashboard, so the
 * notification links there.
 */
export async function replyAsAdmin(
  deps: AppDeps,
  auth: TAuth,
  chatId: string,
  content: string,
): Promise<TAdminChat> {
  const { db } = deps.database;
  const now = deps.now();
  const { chat, message, notification } = await db.transaction(async (tx) => {
    const found = await findChatWithOwner(tx, chatId);
    if (!found) throw chatNotFound();
    const inserted = await insertMessage(tx, {
      chatId,
      sender: 'admin',
      authorId: auth.user.id,
      content,
      now,
    });
    // Answering is reading: the user's messages before the reply no longer wait.
    await markRead(tx, chatId, 'admin', now);
    const updated = { ...found.chat, lastMessageAt: now };
    const notice = await notifyUser(
      tx,
      deps.jobs,
      {
        userId: found.chat.userId,
        type: 'support_reply',
        title: REPLY_NOTICE.title,
        body: replyNoticeBody(content),
        link: '/dashboard',
      },
      now,
    );
    return { chat: await loadAdminChat(tx, updated, found.owner), message: inserted, notification: notice };
  });
  publish(deps, chat, toMessageDto(message));
  publishNotifications(deps, [notification]);
  return chat;
}

/** GET /api/admin/user-chats/{id}. */
export async function adminChat(deps: AppDeps, chatId: string): Promise<TAdminChat> {
  const { db } = deps.database;
  const found = await findChatWithOwner(db, chatId);
  if (!found) throw chatNotFound();
  return loadAdminChat(db, found.chat, found.owner);
}

/** The inbox keeps this many conversations, the most recent first. */
export const INBOX_LIMIT = 200;

/** GET /api/admin/user-chats: conversations by last message, with unread counts and the badge total. */
export async function adminInbox(deps: AppDeps): Promise<Omit<TAdminChatListResponse, 'success'>> {
  const { db } = deps.database;
  const chats = await toSummaries(db, await listChatsWithOwners(db, INBOX_LIMIT));
  return { chats, unreadTotal: await unreadByAdminTotal(db) };
}
