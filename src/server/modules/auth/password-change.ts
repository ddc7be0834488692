import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { enforceRateLimits, type TRateRule } from '../../http/rate-limit';
import { insertOutboxEmail } from '../../mail/outbox-insert';
import { renderPasswordChanged } from '../../mail/templates/password-changed';
import { hashPassword, verifyPassword } from './password';
import { endRevokedSessionSockets } from './session-revocation';
import { markSessionsRevoked, type TSessionRow } from './sessions';
import type { TUserRow } from './user-dto';

export const PASSWORD_CHANGE_MESSAGES = {
  done: 'Votre mot de passe a été modifié. Vos autres sessions ont été fermées.',
  wrongCurrent: 'Mot de passe actuel incorrect',
  unchanged: 'Le nouveau mot de passe doit être différent de l’actuel',
} as const;

/** Confirmations of the current password on one account, as for an account deletion. */
const CHANGE_RATE_RULE: TRateRule = { limit: 5, windowSeconds: 15 * 60 };

/**
 * The signed-in holder changes their password: the current one is checked (rate-limited, so a
 * stolen token cannot guess it), the new one hashed; in one transaction the password is replaced,
 * every OTHER session revoked and the notice e-mail queued. Then the revoked sessions' sockets
 * end and the e-mail goes out.
 */
export async function changePassword(
  deps: AppDeps,
  caller: { user: TUserRow; session: TSessionRow },
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const { db } = deps.database;
  const { user, session } = caller;
  await enforceRateLimits(
    db,
    [{ key: `auth:change-password:${user.id}`, rule: CHANGE_RATE_RULE }],
    deps.now(),
  );
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('UNAUTHORIZED', PASSWORD_CHANGE_MESSAGES.wrongCurrent, { field: 'currentPassword' });
  }
  if (input.newPassword === input.currentPassword) {
    throw new AppError('BAD_REQUEST', PASSWORD_CHANGE_MESSAGES.unchanged, { field: 'newPassword' });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.now();
  const notice = renderPasswordChanged({ name: user.name, changedAt: now, appUrl: deps.config.APP_URL });
  const { revoked, emailId } = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    const revokedIds = await markSessionsRevoked(tx, { userId: user.id, exceptSessionId: session.id }, now);
    const id = await insertOutboxEmail(
      tx,
      {
        kind: 'password_changed',
        to: user.email,
        ...notice,
        trigger: { userId: user.id, kind: 'password_change' },
      },
      now,
    );
    return { revoked: revokedIds, emailId: id };
  });
  endRevokedSessionSockets(deps, revoked);
  deps.mailer.deliver([emailId]);
}
