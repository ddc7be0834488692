/** The support module's public entry (ADR 0020): the chat as personal data of its user. */
import type { TDbExecutor } from '../../db/executor';
import { deleteChatRows, findChatOfUser, listMessages } from './queries';

export type TExportChatMessage = {
  sender: 'user' | 'admin';
  content: string;
  date: string;
  readAt: string | null;
};

/** Erasure with the account, in the caller's transaction: the conversation and its messages. */
export async function deleteChatOf(tx: TDbExecutor, userId: string): Promise<void> {
  await deleteChatRows(tx, userId);
}

/** Every message of the user's conversation, oldest first (art. 15 and 20 export). */
export async function exportChatOf(db: TDbExecutor, userId: string): Promise<TExportChatMessage[]> {
  const chat = await findChatOfUser(db, userId);
  if (!chat) return [];
  return (await listMessages(db, chat.id)).map((m) => ({
    sender: m.sender,
    content: m.content,
    date: m.createdAt.toISOString(),
    readAt: m.readAt?.toISOString() ?? null,
  }));
}
