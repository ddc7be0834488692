import { M } from '../../../shared/messages';
import type { TSessionResponse } from '../../../shared/schemas/auth';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { authRequiredError, invalidSessionError, sessionExpiredError } from '../../http/auth';
import { enforceRateLimits } from '../../http/rate-limit';
import { assertAccountActive, recordSignIn } from './account-status';
import { issueDeviceCookie, readDeviceCookie } from './device-cookie';
import { passwordWasRight, type TLoginSource, takeLoginTurn } from './login-throttle';
import { burnPasswordCheck, verifyPassword } from './password';
import { findUserByEmail } from './queries';
import { AUTH_RATE_RULES, rateKey } from './rate-rules';
import { endRevokedSessionSockets, revokeSessions } from './session-revocation';
import { canRefreshSession } from './session-rules';
import { createSession, findSessionWithUser, markSessionsRevoked } from './sessions';
import { readSessionToken, signSessionToken } from './tokens';
import { type TUserRow, toUserDto } from './user-dto';

export const LOGOUT_MESSAGE = 'Vous êtes déconnecté.';

export type TClientInfo = { ip: string; userAgent: string | undefined };

/** Opens a session for the user and signs its token. */
export async function openSession(
  deps: AppDeps,
  user: TUserRow,
  rememberMe: boolean,
  client: TClientInfo,
): Promise<TSessionResponse> {
  const now = deps.now();
  const session = await createSession(deps.database.db, {
    userId: user.id,
    rememberMe,
    ip: client.ip,
    userAgent: client.userAgent,
    now,
  });
  const token = await signSessionToken(
    deps.jwtSecret,
    { userId: user.id, email: user.email, name: user.name, role: user.role, sessionId: session.id },
    now,
    session.expiresAt,
  );
  return { success: true, token, user: toUserDto(user) };
}

export type TLoginResult = { session: TSessionResponse; deviceCookie: string };

/**
 * Login, throttled per account and source before the password is checked (login-throttle.ts): an
 * unknown address is counted and refused exactly like an existing one, and the attempt counts as
 * a failure until the password proves right. A success hands the browser a new device cookie for
 * this account.
 */
export async function login(
  deps: AppDeps,
  input: { email: string; password: string; rememberMe: boolean },
  client: TClientInfo,
  deviceCookie: string | undefined,
): Promise<TLoginResult> {
  const { db } = deps.database;
  const now = deps.now();
  // Looked up first for every address: the device cookie names an account, and the same queries
  // run whether the address has one or not.
  const user = await findUserByEmail(db, input.email);
  const source: TLoginSource = {
    email: input.email,
    ip: client.ip,
    deviceId: user ? readDeviceCookie(deps.jwtSecret, user.id, deviceCookie) : undefined,
  };
  await takeLoginTurn(db, source, now);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await burnPasswordCheck(input.password).then(() => false);
  if (!user || !passwordOk) throw new AppError('UNAUTHORIZED', M.login.badCredentials);
  await passwordWasRight(db, source);
  // Only once the password is right: the answer says nothing about an account to whoever guesses.
  assertAccountActive(user);
  if (user.emailVerifiedAt === null) {
    throw new AppError('FORBIDDEN', M.login.emailNotVerified, { extra: { emailNotVerified: true } });
  }
  const session = await openSession(deps, user, input.rememberMe, client);
  await recordSignIn(db, user.id, now);
  return { session, deviceCookie: issueDeviceCookie(deps.jwtSecret, user.id) };
}

/**
 * Rotates a session: needs the caller's own token (correctly signed, possibly expired), its session
 * not revoked and still renewable (session-rules.ts), and the body e-mail, when sent, equal to the
 * token's. The old session is revoked and a new one opened; an e-mail alone never gets a token.
 */
export async function refreshSession(
  deps: AppDeps,
  token: string | undefined,
  input: { email?: string | undefined; rememberMe?: boolean | undefined },
  client: TClientInfo,
): Promise<TSessionResponse> {
  const { db } = deps.database;
  const now = deps.now();
  await enforceRateLimits(
    db,
    [{ key: rateKey.refreshIp(client.ip), rule: AUTH_RATE_RULES.refreshPerIp }],
    now,
  );
  if (!token) throw authRequiredError();
  const reading = await readSessionToken(deps.jwtSecret, token, now);
  if (reading.status === 'invalid') throw invalidSessionError();
  const { claims } = reading;
  if (input.email && input.email.toLowerCase() !== claims.email.toLowerCase()) throw invalidSessionError();
  const found = await findSessionWithUser(db, claims.sid);
  if (!found || found.user.id !== claims.id || found.session.revokedAt !== null) throw invalidSessionError();
  assertAccountActive(found.user);
  // An administrator's session as the user ends at its 30 minutes: never renewed (ADR 0030).
  if (found.session.impersonatorId !== null) throw invalidSessionError();
  if (!canRefreshSession(found.session, now)) throw sessionExpiredError();
  const rotated = await markSessionsRevoked(db, { sessionId: found.session.id }, now);
  if (rotated.length === 0) throw invalidSessionError();
  // The browser re-authenticates its socket with the new token; the old one's sockets end.
  endRevokedSessionSockets(deps, rotated);
  return openSession(deps, found.user, input.rememberMe ?? found.session.rememberMe, client);
}

/**
 * Revokes the session of a genuine token, expired or not, and ends its sockets; anything else is
 * ignored (logout always succeeds).
 */
export async function logout(deps: AppDeps, token: string | undefined): Promise<void> {
  if (!token) return;
  const now = deps.now();
  const reading = await readSessionToken(deps.jwtSecret, token, now);
  if (reading.status === 'invalid') return;
  const found = await findSessionWithUser(deps.database.db, reading.claims.sid);
  if (found && found.user.id === reading.claims.id)
    await revokeSessions(deps, { sessionId: found.session.id });
}
