import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { queueEmail } from '../../mail/queue-emails';
import { renderPasswordChanged } from '../../mail/templates/password-changed';
import { confirmCurrentPassword } from './current-password';
import { hashPassword } from './password';
import { endRevokedSessionSockets } from './session-revocation';
import { markSessionsRevoked, type TSessionRow } from './sessions';
import type { TUserRow } from './user-dto';

export const PASSWORD_CHANGE_MESSAGES = {
  done: 'Votre mot de passe a été modifié. Vos autres sessions ont été fermées.',
  wrongCurrent: 'Mot de passe actuel incorrect',
  unchanged: 'Le nouveau mot de passe doit être différent de l’actuel',
} as const;

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
  await confirmCurrentPassword(deps, user, {
    password: input.currentPassword,
    field: 'currentPassword',
    wrongMessage: PASSWORD_CHANGE_MESSAGES.wrongCurrent,
  });
  if (input.newPassword === input.currentPassword) {
    throw new AppError('BAD_REQUEST', PASSWORD_CHANGE_MESSAGES.unchanged, { field: 'newPassword' });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.now();
  const notice = renderPasswordChanged({ name: user.name, changedAt: now, appUrl: deps.config.APP_URL });
  const revoked = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    const revokedIds = await markSessionsRevoked(tx, { userId: user.id, exceptSessionId: session.id }, now);
    await queueEmail(
      tx,
      deps.jobs,
      {
        kind: 'password_changed',
        to: user.email,
        ...notice,
        trigger: { userId: user.id, kind: 'password_change' },
      },
      now,
    );
    return revokedIds;
  });
  endRevokedSessionSockets(deps, revoked);
}
