import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { assertAccountActive } from '../modules/auth/account-status';
import { isSessionActive } from '../modules/auth/session-rules';
import { findSessionWithUser, type TSessionRow } from '../modules/auth/sessions';
import { readSessionToken, type TTokenClaims } from '../modules/auth/tokens';
import type { TUserRow } from '../modules/auth/user-dto';
import { AppError } from './app-error';

/** Who is calling: the database user (its role is the one that counts) and the session of the token. */
export type TAuth = { user: TUserRow; session: TSessionRow; claims: TTokenClaims };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access check of user, provider and admin routes (access.ts); read it with getAuth(request). */
    auth?: TAuth;
  }
}

export const SESSION_MESSAGES = {
  required: 'Authentification requise',
  invalid: 'Session invalide. Veuillez vous reconnecter.',
  expired: 'Votre session a expiré. Veuillez vous reconnecter.',
} as const;

/** The browser looks for 'jwt expired' in message or error (SPEC §4) to go to /login. */
export function sessionExpiredError(): AppError {
  return new AppError('TOKEN_EXPIRED', SESSION_MESSAGES.expired, { extra: { error: 'jwt expired' } });
}

export function invalidSessionError(): AppError {
  return new AppError('UNAUTHORIZED', SESSION_MESSAGES.invalid);
}

export function authRequiredError(): AppError {
  return new AppError('UNAUTHORIZED', SESSION_MESSAGES.required);
}

/** SPEC §6: 'administrator' is another spelling of admin. */
export function isAdminRole(role: string): boolean {
  return role === 'admin' || role === 'administrator';
}

/** The token of `Authorization: Bearer …`; cookies never authenticate (CSRF relies on that). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * Accepts a token only when its signature (HS256) and lifetime are good, its session exists, is
 * neither revoked nor ended, and belongs to a user who still exists. Throws the 401s otherwise,
 * and the 403 ACCOUNT_SUSPENDED for a suspended account (its sessions are revoked when it is
 * suspended: this refuses a session opened by any other way meanwhile).
 */
export async function authenticate(deps: AppDeps, request: FastifyRequest): Promise<TAuth> {
  const token = bearerToken(request);
  if (!token) throw authRequiredError();
  const now = deps.now();
  const reading = await readSessionToken(deps.jwtSecret, token, now);
  if (reading.status === 'expired') throw sessionExpiredError();
  if (reading.status === 'invalid') throw invalidSessionError();
  const found = await findSessionWithUser(deps.database.db, reading.claims.sid);
  if (!found || found.user.id !== reading.claims.id || found.session.revokedAt !== null) {
    throw invalidSessionError();
  }
  if (!isSessionActive(found.session, now)) throw sessionExpiredError();
  assertAccountActive(found.user);
  return { user: found.user, session: found.session, claims: reading.claims };
}

/** The caller of a route whose access is user, provider or admin. */
export function getAuth(request: FastifyRequest): TAuth {
  if (!request.auth) throw authRequiredError();
  return request.auth;
}

/** The administrator acting, as the audit log records them (id and e-mail as they are now). */
export function actorOf(request: FastifyRequest): { id: string; email: string } {
  const { user } = getAuth(request);
  return { id: user.id, email: user.email };
}
