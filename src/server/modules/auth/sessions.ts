import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { TDbExecutor } from '../../db/executor';
import { sessions, users } from '../../db/schema';
import { recordCascadedImpersonationEnds } from './impersonation-trail';
import { sessionExpiry, type TSessionState } from './session-rules';
import type { TUserRow } from './user-dto';

export type TSessionRow = typeof sessions.$inferSelect;

const USER_AGENT_MAX = 500;

/** A session an administrator opens to act as the user: who, why, and its own (short) end. */
export type TImpersonationOpening = {
  adminId: string;
  /** The administrator's own session: when it ends, this one ends with it. */
  adminSessionId: string;
  reason: string;
  expiresAt: Date;
};

/** Records a new session, in `db` or the caller's transaction; its id goes into the token (`sid`). */
export async function createSession(
  db: TDbExecutor,
  input: {
    userId: string;
    rememberMe: boolean;
    ip: string | undefined;
    userAgent: string | undefined;
    now: Date;
    impersonation?: TImpersonationOpening;
  },
): Promise<TSessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      rememberMe: input.rememberMe,
      createdAt: input.now,
      expiresAt: input.impersonation?.expiresAt ?? sessionExpiry(input.now, input.rememberMe),
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      impersonatorId: input.impersonation?.adminId ?? null,
      impersonationReason: input.impersonation?.reason ?? null,
      impersonatorSessionId: input.impersonation?.adminSessionId ?? null,
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
 * What revoking touches: one session (logout, refresh), every live session of a user, or all of
 * them but one (a password change keeps the session that made it).
 */
export type TRevocationTarget = { sessionId: string } | { userId: string; exceptSessionId?: string };

/**
 * Marks the target's live sessions revoked, in `db` or inside the caller's transaction, and returns
 * their ids — the sockets to end once the change is committed (session-revocation.ts). An already
 * revoked session is not returned: a refresh racing another refresh (or a logout) of the same
 * session loses, so one token never rotates twice. The impersonations an administrator opened from
 * a revoked session end with it (signing out ends them).
 */
export async function markSessionsRevoked(
  db: TDbExecutor,
  target: TRevocationTarget,
  now: Date,
): Promise<string[]> {
  const which =
    'sessionId' in target
      ? eq(sessions.id, target.sessionId)
      : and(
          eq(sessions.userId, target.userId),
          target.exceptSessionId ? ne(sessions.id, target.exceptSessionId) : undefined,
        );
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(which, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return ids;
  // One level is enough: an impersonated session cannot open another (impersonation.ts).
  const opened = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(inArray(sessions.impersonatorSessionId, ids), isNull(sessions.revokedAt)))
    .returning({
      id: sessions.id,
      userId: sessions.userId,
      impersonatorId: sessions.impersonatorId,
      impersonationReason: sessions.impersonationReason,
    });
  await recordCascadedImpersonationEnds(db, opened, now);
  return ids.concat(opened.map((row) => row.id));
}

/** The state of each of these sessions that still exists (a deleted account's are gone). */
export async function findSessionStates(db: Db, ids: string[]): Promise<Map<string, TSessionState>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: sessions.id,
      rememberMe: sessions.rememberMe,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(inArray(sessions.id, ids));
  return new Map(rows.map(({ id, ...state }) => [id, state]));
}

export type TLiveSession = Pick<
  TSessionRow,
  'id' | 'createdAt' | 'expiresAt' | 'ip' | 'userAgent' | 'rememberMe'
> & { impersonator: { id: string; email: string } | null };

/** The account's sessions that still authenticate, newest first, with the administrator who opened one to act as the user. */
export async function listLiveSessions(db: TDbExecutor, userId: string, now: Date): Promise<TLiveSession[]> {
  const impersonators = alias(users, 'impersonators');
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      rememberMe: sessions.rememberMe,
      impersonatorId: impersonators.id,
      impersonatorEmail: impersonators.email,
    })
    .from(sessions)
    .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatorId))
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt));
  return rows.map(({ impersonatorId, impersonatorEmail, ...session }) => ({
    ...session,
    impersonator:
      impersonatorId && impersonatorEmail ? { id: impersonatorId, email: impersonatorEmail } : null,
  }));
}
