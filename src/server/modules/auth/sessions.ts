import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { sessionExpiry } from './session-rules';
import type { TUserRow } from './user-dto';

export type TSessionRow = typeof sessions.$inferSelect;

const USER_AGENT_MAX = 500;

/** Records a new session; its id goes into the token (`sid`). */
export async function createSession(
  db: Db,
  input: {
    userId: string;
    rememberMe: boolean;
    ip: string | undefined;
    userAgent: string | undefined;
    now: Date;
  },
): Promise<TSessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      rememberMe: input.rememberMe,
      createdAt: input.now,
      expiresAt: sessionExpiry(input.now, input.rememberMe),
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    })
    .returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/** The session and its user in one query; undefined when either is gone. */
export async function findSessionWithUser(
  db: Db,
  sessionId: string,
): Promise<{ session: TSessionRow; user: TUserRow } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId));
  return row;
}

/**
 * Revokes one session. Returns false when it was already revoked: a refresh racing another
 * refresh (or a logout) of the same session loses, so one token never rotates twice.
 */
export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every live session of the user at once (logout everywhere, password reset, deletion). */
export async function revokeUserSessions(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
