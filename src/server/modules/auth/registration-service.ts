import type { TRegisterResponse } from '../../../shared/schemas/auth';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { enforceRateLimits } from '../../http/rate-limit';
import { renderVerifyEmail } from '../../mail/templates/verify-email';
import { consumeEmailToken, createEmailToken, revokeEmailTokens } from './email-tokens';
import { hashPassword } from './password';
import { findUserByEmail, insertUser, markEmailVerified } from './queries';
import { AUTH_RATE_RULES, rateKey } from './rate-rules';
import { VERIFY_EMAIL_TTL_MS } from './session-rules';
import type { TUserRow } from './user-dto';

export const REGISTRATION_MESSAGES = {
  registered: 'Inscription réussie ! Vérifiez votre boîte email pour activer votre compte.',
  emailTaken: 'Un compte existe déjà avec cette adresse email',
  verified: 'Votre adresse email a été vérifiée. Vous pouvez maintenant vous connecter.',
  verifyFailed: 'Ce lien de vérification est invalide ou a expiré.',
  resent: 'Si un compte non vérifié existe avec cette adresse, un nouvel email de vérification a été envoyé.',
} as const;

/** Replaces any pending verification link of the user with a new one and mails it. */
async function sendVerificationEmail(deps: AppDeps, user: TUserRow): Promise<void> {
  const { db } = deps.database;
  const now = deps.now();
  await revokeEmailTokens(db, { userId: user.id, purpose: 'verify_email', now });
  const raw = await createEmailToken(db, {
    userId: user.id,
    purpose: 'verify_email',
    ttlMs: VERIFY_EMAIL_TTL_MS,
    now,
  });
  const url = `${deps.config.APP_URL}/verify-email/${raw}`;
  await deps.mailer.send({
    kind: 'verify_email',
    to: user.email,
    ...renderVerifyEmail({ name: user.name, url, appUrl: deps.config.APP_URL }),
  });
}

/** Creates a client account, unverified: no token until the e-mail link is opened. */
export async function registerUser(
  deps: AppDeps,
  input: { name: string; email: string; password: string; ip: string },
): Promise<TRegisterResponse> {
  const { db } = deps.database;
  await enforceRateLimits(
    db,
    [
      { key: rateKey.registerIp(input.ip), rule: AUTH_RATE_RULES.registerPerIp },
      { key: rateKey.registerAccount(input.email), rule: AUTH_RATE_RULES.registerPerAccount },
    ],
    deps.now(),
  );
  const emailTaken = () => new AppError('CONFLICT', REGISTRATION_MESSAGES.emailTaken, { field: 'email' });
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const user = await insertUser(db, {
    email: input.email.trim(),
    name: input.name,
    passwordHash: await hashPassword(input.password),
    now: deps.now(),
  });
  // Another request may have taken the address between the check and the insert.
  if (!user) throw emailTaken();
  await sendVerificationEmail(deps, user);
  return {
    success: true,
    message: REGISTRATION_MESSAGES.registered,
    emailVerified: false,
    requiresEmailVerification: true,
  };
}

/** Consumes a verification link; false when it is unknown, used or expired. */
export async function verifyEmail(deps: AppDeps, rawToken: string): Promise<boolean> {
  const { db } = deps.database;
  const now = deps.now();
  const userId = await consumeEmailToken(db, { raw: rawToken, purpose: 'verify_email', now });
  if (!userId) return false;
  await markEmailVerified(db, userId, now);
  return true;
}

/** Sends a fresh link only to an existing, unverified account; the caller always answers the same. */
export async function resendVerification(deps: AppDeps, input: { email: string; ip: string }): Promise<void> {
  const { db } = deps.database;
  await enforceRateLimits(
    db,
    [
      { key: rateKey.resendIp(input.ip), rule: AUTH_RATE_RULES.resendPerIp },
      { key: rateKey.resendAccount(input.email), rule: AUTH_RATE_RULES.resendPerAccount },
    ],
    deps.now(),
  );
  const user = await findUserByEmail(db, input.email);
  if (user && user.emailVerifiedAt === null) await sendVerificationEmail(deps, user);
}
