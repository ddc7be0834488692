import type { TImpersonationInfo, TSessionResponse } from '../../../shared/schemas/auth';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isAdminRole } from '../../http/auth';
import { isUuid } from '../../http/uuid';
import { recordAudit } from '../audit/api';
import { IMPERSONATION_ACTIONS } from './impersonation-trail';
import { findUserById } from './queries';
import { endRevokedSessionSockets } from './session-revocation';
import { createSession, markSessionsRevoked, type TSessionRow } from './sessions';
import { signSessionToken } from './tokens';
import { type TUserRow, toUserDto } from './user-dto';

/** An administrator acts as a user for at most this long; the session is never renewed (ADR 0030). */
export const IMPERSONATION_LIFETIME_MS = 30 * 60_000;

export const IMPERSONATION_MESSAGES = {
  notFound: 'Utilisateur introuvable.',
  deleted: 'Ce compte a été supprimé : personne ne peut plus s’y connecter.',
  self: 'Vous êtes déjà connecté à votre propre compte.',
  admin: 'Impossible de se connecter en tant qu’un autre administrateur.',
  suspended: 'Ce compte est suspendu : réactivez-le avant de vous y connecter.',
  notImpersonating: 'Cette session n’est pas une connexion de l’administration à votre compte.',
  ended: 'Vous êtes revenu à votre compte administrateur.',
} as const;

/** The user an administrator may act as: an active provider's account, not their own. */
function assertImpersonable(admin: TUserRow, target: TUserRow | undefined): asserts target is TUserRow {
  if (!target) throw new AppError('NOT_FOUND', IMPERSONATION_MESSAGES.notFound);
  if (target.id === admin.id) throw new AppError('CONFLICT', IMPERSONATION_MESSAGES.self);
  if (target.deletedAt !== null) throw new AppError('CONFLICT', IMPERSONATION_MESSAGES.deleted);
  if (isAdminRole(target.role)) throw new AppError('FORBIDDEN', IMPERSONATION_MESSAGES.admin);
  if (target.status !== 'active') throw new AppError('CONFLICT', IMPERSONATION_MESSAGES.suspended);
}

/** Whole seconds, like every session end, so the token's `exp` is the same instant. */
function impersonationExpiry(now: Date): Date {
  return new Date(Math.floor((now.getTime() + IMPERSONATION_LIFETIME_MS) / 1000) * 1000);
}

/**
 * « Se connecter en tant que »: opens a 30-minute session of the target marked with the
 * administrator and their reason, audited in the same transaction (with its expiry, so an
 * impersonation that simply ran out still shows its window), and signs its token.
 */
export async function startImpersonation(
  deps: AppDeps,
  input: {
    admin: TUserRow;
    /** The administrator's own session: signing out of it ends the impersonation. */
    adminSessionId: string;
    targetId: string;
    reason: string;
    client: { ip: string; userAgent: string | undefined };
  },
): Promise<TSessionResponse> {
  const { db } = deps.database;
  const target = isUuid(input.targetId) ? await findUserById(db, input.targetId) : undefined;
  assertImpersonable(input.admin, target);
  const now = deps.now();
  const expiresAt = impersonationExpiry(now);
  const session = await db.transaction(async (tx) => {
    const opened = await createSession(tx, {
      userId: target.id,
      rememberMe: false,
      ip: input.client.ip,
      userAgent: input.client.userAgent,
      now,
      impersonation: {
        adminId: input.admin.id,
        adminSessionId: input.adminSessionId,
        reason: input.reason,
        expiresAt,
      },
    });
    await recordAudit(tx, {
      actor: { id: input.admin.id, email: input.admin.email },
      action: IMPERSONATION_ACTIONS.start,
      target: { type: 'user', id: target.id, label: target.email },
      changes: { sessionId: { after: opened.id }, expiresAt: { after: expiresAt.toISOString() } },
      reason: input.reason,
      impersonationId: opened.id,
      at: now,
    });
    return opened;
  });
  const token = await signSessionToken(
    deps.jwtSecret,
    {
      userId: target.id,
      email: target.email,
      name: target.name,
      role: target.role,
      sessionId: session.id,
      impersonatorId: input.admin.id,
    },
    now,
    session.expiresAt,
  );
  return { success: true, token, user: toUserDto(target) };
}

/**
 * « Revenir à l'administration »: revokes the impersonated session (its sockets end at once) and
 * audits the end with the administrator as actor, in one transaction.
 */
export async function endImpersonation(deps: AppDeps, user: TUserRow, session: TSessionRow): Promise<void> {
  if (session.impersonatorId === null)
    throw new AppError('CONFLICT', IMPERSONATION_MESSAGES.notImpersonating);
  const { db } = deps.database;
  const admin = await findUserById(db, session.impersonatorId);
  const now = deps.now();
  const revoked = await db.transaction(async (tx) => {
    const ids = await markSessionsRevoked(tx, { sessionId: session.id }, now);
    // A concurrent « Revenir » of the same session already recorded the end.
    if (ids.length === 0) return ids;
    await recordAudit(tx, {
      actor: admin ? { id: admin.id, email: admin.email } : null,
      action: IMPERSONATION_ACTIONS.end,
      target: { type: 'user', id: user.id, label: user.email },
      changes: { sessionId: { after: session.id } },
      reason: session.impersonationReason,
      impersonationId: session.id,
      at: now,
    });
    return ids;
  });
  endRevokedSessionSockets(deps, revoked);
}

/** What verify-token and the profile tell the browser about the caller's session. */
export async function describeImpersonation(
  deps: AppDeps,
  session: TSessionRow,
): Promise<TImpersonationInfo | null> {
  if (session.impersonatorId === null) return null;
  const admin = await findUserById(deps.database.db, session.impersonatorId);
  return { adminName: admin?.name ?? 'Administration', expiresAt: session.expiresAt.toISOString() };
}
