import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { TDbExecutor } from '../../db/executor';
import { emailTokens, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { enforceRateLimits, type TRateRule } from '../../http/rate-limit';
import { queueEmail } from '../../mail/queue-emails';
import { renderResetPassword } from '../../mail/templates/reset-password';
import type { TEmailTrigger } from '../../mail/types';
import { consumeEmailToken, createEmailToken, hashToken, revokeEmailTokens } from './email-tokens';
import { hashPassword } from './password';
import { findUserByEmail } from './queries';
import { endRevokedSessionSockets } from './session-revocation';
import { markSessionsRevoked } from './sessions';
import type { TUserRow } from './user-dto';

export const RESET_MESSAGES = {
  requested:
    'Si un compte existe avec cette adresse, vous recevrez un e-mail de réinitialisation. Pensez à vérifier vos spams.',
  done: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.',
  invalidToken: 'Ce lien de réinitialisation est invalide ou a expiré.',
} as const;

export const RESET_TOKEN_TTL_MINUTES = 60;
/** Every forgot-password answer takes at least this long, so timing does not reveal the account. */
export const FORGOT_MIN_DURATION_MS = 350;
const FORGOT_JITTER_MS = 50;

const MINUTE = 60;
export const RESET_RATE_RULES = {
  forgotPerIp: { limit: 10, windowSeconds: 60 * MINUTE },
  /** Counted for any address, existing or not: the 429 reveals nothing. */
  forgotPerEmail: { limit: 3, windowSeconds: 60 * MINUTE },
  checkPerIp: { limit: 60, windowSeconds: 15 * MINUTE },
  resetPerIp: { limit: 10, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, TRateRule>;

const rateKey = {
  forgotIp: (ip: string) => `auth:forgot:ip:${ip}`,
  forgotEmail: (email: string) => `auth:forgot:email:${email.trim().toLowerCase()}`,
  checkIp: (ip: string) => `auth:reset-check:ip:${ip}`,
  resetIp: (ip: string) => `auth:reset:ip:${ip}`,
};

/** Waits until `minMs` (plus a little jitter) has passed since `startedAt` (performance.now()). */
export async function padDuration(startedAt: number, minMs: number, jitterMs: number): Promise<void> {
  const target = minMs + randomInt(0, jitterMs + 1);
  const left = target - (performance.now() - startedAt);
  if (left > 0) await sleep(left);
}

/**
 * Forgot password: same outcome and roughly the same time whether the account exists or not.
 * For an account, the older links die and a new one (valid 60 min) is e-mailed; delivery is a job
 * (queued with the link), so SMTP latency cannot reveal the account either.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  input: { email: string; ip: string },
): Promise<void> {
  const startedAt = performance.now();
  try {
    const { db } = deps.database;
    const now = deps.now();
    await enforceRateLimits(
      db,
      [
        { key: rateKey.forgotIp(input.ip), rule: RESET_RATE_RULES.forgotPerIp },
        { key: rateKey.forgotEmail(input.email), rule: RESET_RATE_RULES.forgotPerEmail },
      ],
      now,
    );
    const user = await findUserByEmail(db, input.email);
    if (!user) return;
    // Asked by a visitor who is not signed in: no account to record as the trigger.
    await db.transaction((tx) =>
      queuePasswordResetEmail(deps, tx, user, { userId: null, kind: 'password_reset' }, now),
    );
  } finally {
    await padDuration(startedAt, FORGOT_MIN_DURATION_MS, FORGOT_JITTER_MS);
  }
}

/**
 * In the caller's transaction: the account's older reset links die, a new one (valid 60 min) is
 * created and its e-mail queued (ADR 0048). Returns the outbox id.
 * Serves « mot de passe oublié » and the administrator's « envoyer un lien de réinitialisation ».
 */
export async function queuePasswordResetEmail(
  deps: AppDeps,
  tx: TDbExecutor,
  user: TUserRow,
  trigger: TEmailTrigger,
  now: Date,
): Promise<string> {
  // A transaction has the query API of the database handle the helpers expect.
  const txDb = tx as unknown as Db;
  await revokeEmailTokens(txDb, { userId: user.id, purpose: 'reset_password', now });
  const raw = await createEmailToken(txDb, {
    userId: user.id,
    purpose: 'reset_password',
    ttlMs: RESET_TOKEN_TTL_MINUTES * 60_000,
    now,
  });
  const email = renderResetPassword({
    name: user.name,
    url: `${deps.config.APP_URL}/reset-password/${raw}`,
    expiresInMinutes: RESET_TOKEN_TTL_MINUTES,
    appUrl: deps.config.APP_URL,
  });
  return queueEmail(tx, deps.jobs, { kind: 'reset_password', to: user.email, ...email, trigger }, now);
}

/** Whether a reset link can still be used (unknown, used and expired links cannot); does not consume it. */
export async function isResetTokenUsable(
  deps: AppDeps,
  input: { token: string; ip: string },
): Promise<boolean> {
  const { db } = deps.database;
  const now = deps.now();
  await enforceRateLimits(db, [{ key: rateKey.checkIp(input.ip), rule: RESET_RATE_RULES.checkPerIp }], now);
  return isTokenLive(db, input.token, now);
}

/**
 * Sets a new password from a reset link. In one transaction: the link is consumed (once), the
 * password replaced, the e-mail marked verified (the person proved they read the mailbox), every
 * session revoked and every other reset link killed; once committed, the sessions' sockets end.
 */
export async function resetPassword(
  deps: AppDeps,
  input: { token: string; password: string; ip: string },
): Promise<void> {
  const { db } = deps.database;
  await enforceRateLimits(
    db,
    [{ key: rateKey.resetIp(input.ip), rule: RESET_RATE_RULES.resetPerIp }],
    deps.now(),
  );
  const invalid = () => new AppError('BAD_REQUEST', RESET_MESSAGES.invalidToken, { field: 'token' });
  // Checked before hashing so that a dead link costs no argon2 work.
  if (!(await isTokenLive(db, input.token, deps.now()))) throw invalid();
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  const revoked = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const userId = await consumeEmailToken(txDb, { raw: input.token, purpose: 'reset_password', now });
    if (!userId) throw invalid();
    await txDb
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    const sessionIds = await markSessionsRevoked(txDb, { userId }, now);
    await revokeEmailTokens(txDb, { userId, purpose: 'reset_password', now });
    return sessionIds;
  });
  endRevokedSessionSockets(deps, revoked);
}

async function isTokenLive(db: Db, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, 'reset_password'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}
