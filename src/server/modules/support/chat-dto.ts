import type { TAdminChat, TAdminChatSummary, TChat, TChatMessage } from '../../../shared/schemas/support';
import type { TDbExecutor } from '../../db/executor';
import {
  lastMessages,
  listMessages,
  type TChatOwner,
  type TChatRow,
  type TMessageRow,
  type TUnreadCounts,
  unreadCounts,
} from './queries';

export function toMessageDto(row: TMessageRow): TChatMessage {
  return {
    _id: row.id,
    sender: row.sender,
    content: row.content,
    date: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

const NO_UNREAD: TUnreadCounts = { unreadByUser: 0, unreadByAdmin: 0 };

function chatFields(chat: TChatRow, counts: TUnreadCounts) {
  return {
    _id: chat.id,
    userId: chat.userId,
    unreadByUser: counts.unreadByUser,
    unreadByAdmin: counts.unreadByAdmin,
    lastMessageAt: chat.lastMessageAt.toISOString(),
  };
}

/** SPEC §3 Chat with every message, oldest first, as its user sees it. */
export async function loadChat(db: TDbExecutor, chat: TChatRow): Promise<TChat> {
  const counts = (await unreadCounts(db, [chat.id])).get(chat.id) ?? NO_UNREAD;
  const messages = await listMessages(db, chat.id);
  return { ...chatFields(chat, counts), messages: messages.map(toMessageDto) };
}

/** The same conversation for the team, with whom it is. */
export async function loadAdminChat(db: TDbExecutor, chat: TChatRow, owner: TChatOwner): Promise<TAdminChat> {
  return { ...(await loadChat(db, chat)), user: owner };
}

/** Inbox lines: counts and last message of each conversation in three queries, whatever their number. */
export async function toSummaries(
  db: TDbExecutor,
  rows: Array<{ chat: TChatRow; owner: TChatOwner }>,
): Promise<TAdminChatSummary[]> {
  const ids = rows.map((r) => r.chat.id);
  const counts = await unreadCounts(db, ids);
  const last = await lastMessages(db, ids);
  return rows.map(({ chat, owner }) => {
    const message = last.get(chat.id);
    return {
      ...chatFields(chat, counts.get(chat.id) ?? NO_UNREAD),
      user: owner,
      lastMessage: message ? toMessageDto(message) : null,
    };
  });
}
