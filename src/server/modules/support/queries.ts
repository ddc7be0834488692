import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TChatSender } from '../../../shared/schemas/support';
import type { TDbExecutor } from '../../db/executor';
import { supportChatMessages, supportChats, users } from '../../db/schema';

export type TChatRow = typeof supportChats.$inferSelect;
export type TMessageRow = typeof supportChatMessages.$inferSelect;
export type TChatOwner = { id: string; name: string; email: string };

/** The side whose messages the other side reads: marking read as the user reads the team's replies. */
export const otherSide = (reader: TChatSender): TChatSender => (reader === 'user' ? 'admin' : 'user');

export async function findChatOfUser(db: TDbExecutor, userId: string): Promise<TChatRow | undefined> {
  const [row] = await db.select().from(supportChats).where(eq(supportChats.userId, userId));
  return row;
}

export async function findChatWithOwner(
  db: TDbExecutor,
  chatId: string,
): Promise<{ chat: TChatRow; owner: TChatOwner } | undefined> {
  const [row] = await db
    .select({ chat: supportChats, owner: { id: users.id, name: users.name, email: users.email } })
    .from(supportChats)
    .innerJoin(users, eq(users.id, supportChats.userId))
    .where(eq(supportChats.id, chatId));
  return row;
}

/** The user's one conversation, created with their first message (one row per user: a race reuses it). */
export async function chatForUser(tx: TDbExecutor, userId: string, now: Date): Promise<TChatRow> {
  await tx
    .insert(supportChats)
    .values({ userId, createdAt: now, lastMessageAt: now })
    .onConflictDoNothing({ target: supportChats.userId });
  const chat = await findChatOfUser(tx, userId);
  if (!chat) throw new Error('support chat vanished');
  return chat;
}

export async function insertMessage(
  tx: TDbExecutor,
  input: { chatId: string; sender: TChatSender; authorId: string | null; content: string; now: Date },
): Promise<TMessageRow> {
  const [row] = await tx
    .insert(supportChatMessages)
    .values({
      chatId: input.chatId,
      sender: input.sender,
      authorId: input.authorId,
      content: input.content,
      createdAt: input.now,
    })
    .returning();
  if (!row) throw new Error('support message insert returned nothing');
  await tx.update(supportChats).set({ lastMessageAt: input.now }).where(eq(supportChats.id, input.chatId));
  return row;
}

export async function listMessages(db: TDbExecutor, chatId: string): Promise<TMessageRow[]> {
  return db
    .select()
    .from(supportChatMessages)
    .where(eq(supportChatMessages.chatId, chatId))
    .orderBy(asc(supportChatMessages.createdAt), asc(supportChatMessages.id));
}

/** Sets readAt on the unread messages `reader` received in the chat; returns how many. */
export async function markRead(
  tx: TDbExecutor,
  chatId: string,
  reader: TChatSender,
  now: Date,
): Promise<number> {
  const updated = await tx
    .update(supportChatMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(supportChatMessages.chatId, chatId),
        eq(supportChatMessages.sender, otherSide(reader)),
        isNull(supportChatMessages.readAt),
      ),
    )
    .returning({ id: supportChatMessages.id });
  return updated.length;
}

export type TUnreadCounts = { unreadByUser: number; unreadByAdmin: number };

/** Per chat: the team's replies the user has not read, and the user's messages no admin has read. */
export async function unreadCounts(db: TDbExecutor, chatIds: string[]): Promise<Map<string, TUnreadCounts>> {
  const counts = new Map<string, TUnreadCounts>(
    chatIds.map((id) => [id, { unreadByUser: 0, unreadByAdmin: 0 }]),
  );
  if (chatIds.length === 0) return counts;
  const rows = await db
    .select({ chatId: supportChatMessages.chatId, sender: supportChatMessages.sender, n: count() })
    .from(supportChatMessages)
    .where(and(inArray(supportChatMessages.chatId, chatIds), isNull(supportChatMessages.readAt)))
    .groupBy(supportChatMessages.chatId, supportChatMessages.sender);
  for (const row of rows) {
    const entry = counts.get(row.chatId);
    if (!entry) continue;
    if (row.sender === 'admin') entry.unreadByUser = row.n;
    else entry.unreadByAdmin = row.n;
  }
  return counts;
}

/** The inbox: every conversation with its user, the most recent activity first. */
export async function listChatsWithOwners(
  db: TDbExecutor,
  limit: number,
): Promise<Array<{ chat: TChatRow; owner: TChatOwner }>> {
  return db
    .select({ chat: supportChats, owner: { id: users.id, name: users.name, email: users.email } })
    .from(supportChats)
    .innerJoin(users, eq(users.id, supportChats.userId))
    .orderBy(desc(supportChats.lastMessageAt), desc(supportChats.id))
    .limit(limit);
}

/** The newest message of each chat (DISTINCT ON keeps the first row per chat in this order). */
export async function lastMessages(db: TDbExecutor, chatIds: string[]): Promise<Map<string, TMessageRow>> {
  if (chatIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([supportChatMessages.chatId])
    .from(supportChatMessages)
    .where(inArray(supportChatMessages.chatId, chatIds))
    .orderBy(supportChatMessages.chatId, desc(supportChatMessages.createdAt), desc(supportChatMessages.id));
  return new Map(rows.map((row) => [row.chatId, row]));
}

/** User messages no administrator has read yet, over every conversation. */
export async function unreadByAdminTotal(db: TDbExecutor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportChatMessages)
    .where(and(eq(supportChatMessages.sender, 'user'), isNull(supportChatMessages.readAt)));
  return row?.n ?? 0;
}

/** The conversation and its messages go with the account (GDPR erasure; the messages cascade). */
export async function deleteChatRows(tx: TDbExecutor, userId: string): Promise<void> {
  await tx.delete(supportChats).where(eq(supportChats.userId, userId));
}
