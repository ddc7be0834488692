import type { TRegisterResponse, TSessionResponse } from '../../../shared/schemas/auth';
import type { AppDeps } from '../../deps';
import { enforceRateLimits, hitRateLimit } from '../../http/rate-limit';
import { sendEmail } from '../../mail/queue-emails';
import { renderRegistrationAttempt } from '../../mail/templates/registration-attempt';
import { renderVerifyEmail } from '../../mail/templates/verify-email';
import type { TEmailTriggerKind } from '../../mail/types';
import { getConfig } from '../config/api';
import { saveSettings } from '../settings/api';
import { consumeEmailToken, createEmailToken, revokeEmailTokens } from './email-tokens';
import { hashPassword } from './password';
import { padDuration } from './password-reset';
import { findUserByEmail, findUserById, insertUser, markEmailVerified } from './queries';
import { AUTH_RATE_RULES, rateKey } from './rate-rules';
import { VERIFY_EMAIL_TTL_MS } from './session-rules';
import { openSession, type TClientInfo } from './session-service';
import { signupCookieMatches } from './signup-cookie';
import type { TUserRow } from './user-dto';

export const REGISTRATION_MESSAGES = {
  registered: 'Inscription réussie ! Vérifiez votre boîte e-mail pour activer votre compte.',
  verified: 'Votre adresse e-mail a été vérifiée. Vous pouvez maintenant vous connecter.',
  verifiedSignedIn: 'Votre adresse e-mail a été vérifiée : vous êtes connecté.',
  verifyFailed: 'Ce lien de vérification est invalide ou a expiré.',
  resent:
    'Si un compte non vérifié existe avec cette adresse, un nouvel e-mail de vérification a été envoyé.',
} as const;

/**
 * Replaces any pending verification link of the user with a new one and mails it. A sign-up and a
 * resend are asked by a visitor who is not signed in: no account is recorded as the trigger.
 */
async function sendVerificationEmail(
  deps: AppDeps,
  user: TUserRow,
  kind: Extract<TEmailTriggerKind, 'registration' | 'verification_resend'>,
): Promise<void> {
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
  await sendEmail(deps, {
    kind: 'verify_email',
    to: user.email,
    ...renderVerifyEmail({ name: user.name, url, appUrl: deps.config.APP_URL }),
    trigger: { userId: null, kind },
  });
}

/**
 * A new provider's account and their settings, which start from the configured defaults of the
 * day (docs/decisions/0031): a later change of the defaults does not touch them. Undefined when
 * the address was taken meanwhile.
 */
async function insertProvider(
  deps: AppDeps,
  input: { name: string; email: string; passwordHash: string },
): Promise<TUserRow | undefined> {
  const { providerDefaults } = await getConfig(deps);
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: input.email.trim(),
      name: input.name,
      passwordHash: input.passwordHash,
      now,
    });
    if (user) await saveSettings(tx, user.id, providerDefaults, now);
    return user;
  });
}

/** Every sign-up answer takes at least this long, whether the address was free or not. */
export const REGISTER_MIN_DURATION_MS = 400;
const REGISTER_JITTER_MS = 50;

const REGISTERED: TRegisterResponse = {
  success: true,
  message: REGISTRATION_MESSAGES.registered,
  emailVerified: false,
  requiresEmailVerification: true,
};

/**
 * Tells the owner of an existing account that someone tried to sign up with their address, at most
 * once an hour per address (the mailbox is not a target for repeated sign-ups).
 */
async function sendRegistrationAttemptNotice(deps: AppDeps, owner: TUserRow): Promise<void> {
  const notice = await hitRateLimit(
    deps.database.db,
    rateKey.registerNotice(owner.email),
    AUTH_RATE_RULES.registerNoticePerAccount,
    deps.now(),
  );
  if (!notice.allowed) return;
  const appUrl = deps.config.APP_URL;
  await sendEmail(deps, {
    kind: 'registration_attempt',
    to: owner.email,
    ...renderRegistrationAttempt({
      name: owner.name,
      forgotPasswordUrl: `${appUrl}/forgot-password`,
      appUrl,
    }),
    trigger: { userId: null, kind: 'registration' },
  });
}

/**
 * Creates a client account, unverified: no token until the e-mail link is opened. An address that
 * already has an account gets the same answer, status and (padded) duration — the password is
 * hashed either way — and its owner is e-mailed instead: the form never says who has an account.
 */
export async function registerUser(
  deps: AppDeps,
  input: { name: string; email: string; password: string; ip: string },
): Promise<TRegisterResponse> {
  const startedAt = performance.now();
  try {
    const { db } = deps.database;
    await enforceRateLimits(
      db,
      [
        { key: rateKey.registerIp(input.ip), rule: AUTH_RATE_RULES.registerPerIp },
        { key: rateKey.registerAccount(input.email), rule: AUTH_RATE_RULES.registerPerAccount },
      ],
      deps.now(),
    );
    const passwordHash = await hashPassword(input.password);
    const existing = await findUserByEmail(db, input.email);
    const user = existing ? undefined : await insertProvider(deps, { ...input, passwordHash });
    if (user) {
      await sendVerificationEmail(deps, user, 'registration');
    } else {
      // Taken before, or by a concurrent sign-up between the lookup and the insert.
      const owner = existing ?? (await findUserByEmail(db, input.email));
      if (owner) await sendRegistrationAttemptNotice(deps, owner);
    }
    return REGISTERED;
  } finally {
    await padDuration(startedAt, REGISTER_MIN_DURATION_MS, REGISTER_JITTER_MS);
  }
}

/** Consumes a verification link; the verified account's id, or null when the link is unknown, used or expired. */
export async function verifyEmail(deps: AppDeps, rawToken: string): Promise<string | null> {
  const { db } = deps.database;
  const now = deps.now();
  const userId = await consumeEmailToken(db, { raw: rawToken, purpose: 'verify_email', now });
  if (!userId) return null;
  await markEmailVerified(db, userId, now);
  return userId;
}

/**
 * The browser that signed up opens its link (issue 15): the account it just verified is signed
 * in there (a session like a login's, without « rester connecté »). Any other browser gets null.
 */
export async function signInAfterVerification(
  deps: AppDeps,
  userId: string,
  signupCookie: string | undefined,
  client: TClientInfo,
): Promise<TSessionResponse | null> {
  const user = await findUserById(deps.database.db, userId);
  if (user?.status !== 'active' || user.deletedAt) return null;
  if (!signupCookieMatches(deps.jwtSecret, user.email, signupCookie, deps.now())) return null;
  return openSession(deps, user, false, client);
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
  if (user && user.emailVerifiedAt === null) await sendVerificationEmail(deps, user, 'verification_resend');
}
