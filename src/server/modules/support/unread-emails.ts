import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { TChatSender } from '../../../shared/schemas/support';
import type { TDbExecutor } from '../../db/executor';
import { supportChatMessages, supportChats, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { queueEmail, queueEmails } from '../../mail/queue-emails';
import { renderSupportDigest, type TSupportDigestEntry } from '../../mail/templates/support-digest';
import { renderSupportReply } from '../../mail/templates/support-reply';
import { wantsChannel } from '../notifications/api';

/** Nobody read it within this delay: the other side is told by e-mail (once per message). */
export const UNREAD_EMAIL_DELAY_MS = 5 * 60_000;

const m = supportChatMessages;

/** Messages of `sender` still unread, never e-mailed, written at or before `writtenBy`. */
const waiting = (sender: TChatSender, writtenBy: Date) =>
  and(eq(m.sender, sender), isNull(m.readAt), isNull(m.emailedAt), lte(m.createdAt, writtenBy));

/**
 * Claims the waiting messages (emailedAt = now) and returns them, in the caller's transaction:
 * the claim and the outbox row commit together, and a concurrent run (another node, a
 * redelivered job) finds them claimed, so each message is in exactly one e-mail.
 */
async function claimWaiting(
  tx: TDbExecutor,
  sender: TChatSender,
  writtenBy: Date,
  now: Date,
  chatId?: string,
) {
  const rows = await tx
    .update(m)
    .set({ emailedAt: now })
    .where(and(waiting(sender, writtenBy), chatId ? eq(m.chatId, chatId) : undefined))
    .returning({ chatId: m.chatId, content: m.content, createdAt: m.createdAt });
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * One e-mail per user with team replies unread for five minutes (several replies: one e-mail).
 * A user who turned the e-mail channel of support replies off gets none, but the replies are
 * claimed all the same: they are not looked at again.
 */
async function emailUnreadReplies(deps: AppDeps, now: Date, writtenBy: Date): Promise<string[]> {
  const { db } = deps.database;
  const chats = await db
    .selectDistinct({ chatId: supportChats.id, userId: users.id, name: users.name, email: users.email })
    .from(m)
    .innerJoin(supportChats, eq(supportChats.id, m.chatId))
    .innerJoin(users, eq(users.id, supportChats.userId))
    .where(and(waiting('admin', writtenBy), isNull(users.deletedAt)));
  const ids: string[] = [];
  for (const chat of chats) {
    const id = await db.transaction(async (tx) => {
      const replies = await claimWaiting(tx, 'admin', writtenBy, now, chat.chatId);
      if (replies.length === 0) return undefined;
      if (!(await wantsChannel(tx, chat.userId, 'support_reply', 'email'))) return undefined;
      const appUrl = deps.config.APP_URL;
      const email = renderSupportReply({
        name: chat.name,
        replies: replies.map((r) => r.content),
        dashboardUrl: `${appUrl}/dashboard`,
        appUrl,
      });
      const trigger = { userId: null, kind: 'support_reply' } as const;
      return queueEmail(tx, deps.jobs, { kind: 'support_reply', to: chat.email, ...email, trigger }, now);
    });
    if (id) ids.push(id);
  }
  return ids;
}

/** The first line of a message, short enough for a table cell. */
const firstLineOf = (content: string) => (content.split('\n')[0] ?? '').trim().slice(0, 140);

/** One digest to each administrator listing the conversations whose messages waited five minutes. */
async function emailAdminDigest(deps: AppDeps, now: Date, writtenBy: Date): Promise<string[]> {
  return deps.database.db.transaction(async (tx) => {
    const admins = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
    // Without an administrator the messages stay unclaimed, for the first one to come.
    if (admins.length === 0) return [];
    const messages = await claimWaiting(tx, 'user', writtenBy, now);
    if (messages.length === 0) return [];
    const owners = await tx
      .select({ chatId: supportChats.id, name: users.name, email: users.email })
      .from(supportChats)
      .innerJoin(users, eq(users.id, supportChats.userId))
      .where(inArray(supportChats.id, [...new Set(messages.map((x) => x.chatId))]));
    const conversations: TSupportDigestEntry[] = owners.map((owner) => {
      const mine = messages.filter((x) => x.chatId === owner.chatId);
      return {
        name: owner.name,
        email: owner.email,
        count: mine.length,
        firstLine: firstLineOf(mine[0]?.content ?? ''),
      };
    });
    const appUrl = deps.config.APP_URL;
    const email = renderSupportDigest({ conversations, inboxUrl: `${appUrl}/admin/chats`, appUrl });
    const trigger = { userId: null, kind: 'support_digest' } as const;
    const digests = admins.map((admin) => ({ kind: 'support_digest', to: admin.email, ...email, trigger }));
    return queueEmails(tx, deps.jobs, digests, now);
  });
}

/**
 * The support job's tick: users get the team's replies they left unread five minutes, the team a
 * digest of the conversations waiting as long. Returns the queued outbox ids (their jobs queued
 * with them). Safe to run anywhere at once and again: every message is claimed once.
 */
export async function sendUnreadChatEmails(deps: AppDeps): Promise<string[]> {
  const now = deps.now();
  const writtenBy = new Date(now.getTime() - UNREAD_EMAIL_DELAY_MS);
  return [
    ...(await emailUnreadReplies(deps, now, writtenBy)),
    ...(await emailAdminDigest(deps, now, writtenBy)),
  ];
}
