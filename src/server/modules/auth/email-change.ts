import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PG, pgErrorCode } from '../../db/pg-errors';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { queueEmail } from '../../mail/queue-emails';
import {
  renderEmailChanged,
  renderEmailChangeLink,
  renderEmailChangeTaken,
} from '../../mail/templates/email-change';
import { confirmCurrentPassword } from './current-password';
import { consumeEmailTokenRow, createEmailToken, revokeEmailTokens } from './email-tokens';
import { findUserByEmail, findUserById } from './queries';
import { endRevokedSessionSockets } from './session-revocation';
import { markSessionsRevoked } from './sessions';
import type { TUserRow } from './user-dto';

export const EMAIL_CHANGE_MESSAGES = {
  requested: (newEmail: string) =>
    `Un lien de confirmation a été envoyé à ${newEmail}. Votre adresse actuelle reste valable tant que vous n'avez pas confirmé la nouvelle.`,
  wrongPassword: 'Mot de passe incorrect',
  unchanged: 'La nouvelle adresse doit être différente de l’actuelle',
  done: 'Adresse modifiée. Connectez-vous avec votre nouvelle adresse.',
  invalidToken: 'Ce lien de confirmation est invalide ou a expiré.',
  taken: 'Cette adresse est déjà utilisée par un autre compte.',
} as const;

export const EMAIL_CHANGE_TOKEN_TTL_HOURS = 24;

/**
 * The signed-in holder asks to move the account to another address. The answer is the same whether
 * the address is free or not (no account enumeration): a free address gets a single-use link (the
 * older ones die), a taken one only a notice. Outbox rows are written in the transaction.
 */
export async function requestEmailChange(
  deps: AppDeps,
  user: TUserRow,
  input: { password: string; newEmail: string },
): Promise<void> {
  await confirmCurrentPassword(deps, user, {
    password: input.password,
    field: 'password',
    wrongMessage: EMAIL_CHANGE_MESSAGES.wrongPassword,
  });
  const newEmail = input.newEmail.trim();
  if (newEmail.toLowerCase() === user.email.toLowerCase()) {
    throw new AppError('BAD_REQUEST', EMAIL_CHANGE_MESSAGES.unchanged, { field: 'newEmail' });
  }
  const { db } = deps.database;
  const now = deps.now();
  const appUrl = deps.config.APP_URL;
  const trigger = { userId: user.id, kind: 'email_change' } as const;
  const owner = await findUserByEmail(db, newEmail);
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await revokeEmailTokens(txDb, { userId: user.id, purpose: 'change_email', now });
    if (owner) {
      const notice = renderEmailChangeTaken({ appUrl });
      return queueEmail(tx, deps.jobs, { kind: 'email_change_taken', to: newEmail, ...notice, trigger }, now);
    }
    const raw = await createEmailToken(txDb, {
      userId: user.id,
      purpose: 'change_email',
      newEmail,
      ttlMs: EMAIL_CHANGE_TOKEN_TTL_HOURS * 3_600_000,
      now,
    });
    const link = renderEmailChangeLink({
      name: user.name,
      url: `${appUrl}/confirm-email/${raw}`,
      expiresInHours: EMAIL_CHANGE_TOKEN_TTL_HOURS,
      appUrl,
    });
    return queueEmail(tx, deps.jobs, { kind: 'email_change_link', to: newEmail, ...link, trigger }, now);
  });
}

/**
 * The link from the new mailbox: in one transaction the token is used (once), the address replaced
 * and marked verified, every session revoked and the old address told. The unique index on
 * lower(email) is the last guard against an account created meanwhile with that address (409).
 */
export async function confirmEmailChange(deps: AppDeps, input: { token: string }): Promise<void> {
  const { db } = deps.database;
  const now = deps.now();
  const invalid = () => new AppError('BAD_REQUEST', EMAIL_CHANGE_MESSAGES.invalidToken, { field: 'token' });
  let revoked: string[];
  try {
    revoked = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const token = await consumeEmailTokenRow(txDb, { raw: input.token, purpose: 'change_email', now });
      if (!token?.newEmail) throw invalid();
      const user = await findUserById(txDb, token.userId);
      if (!user) throw invalid();
      await tx
        .update(users)
        .set({ email: token.newEmail, emailVerifiedAt: now, updatedAt: now })
        .where(eq(users.id, user.id));
      const ended = await markSessionsRevoked(txDb, { userId: user.id }, now);
      const notice = renderEmailChanged({
        name: user.name,
        newEmail: token.newEmail,
        changedAt: now,
        appUrl: deps.config.APP_URL,
      });
      await queueEmail(
        tx,
        deps.jobs,
        {
          kind: 'email_changed',
          to: user.email,
          ...notice,
          trigger: { userId: user.id, kind: 'email_change' },
        },
        now,
      );
      return ended;
    });
  } catch (err) {
    if (pgErrorCode(err) === PG.uniqueViolation) {
      throw new AppError('CONFLICT', EMAIL_CHANGE_MESSAGES.taken, { field: 'token' });
    }
    throw err;
  }
  endRevokedSessionSockets(deps, revoked);
}
