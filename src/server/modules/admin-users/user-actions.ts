import type { TAdminUserChange } from '../../../shared/schemas/admin-users';
import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isAdminRole } from '../../http/auth';
import { isUuid } from '../../http/uuid';
import { changedFields, recordAudit, type TAuditActor } from '../audit/api';
import {
  endRevokedSessionSockets,
  findUserById,
  lockAccount,
  queuePasswordResetEmail,
  setAccountStatus,
  setEmailVerified,
  type TUserRow,
} from '../auth/api';
import { eraseAccount } from '../gdpr/api';
import { accountStatusOf } from './queries';

export const ADMIN_USER_MESSAGES = {
  notFound: 'Utilisateur introuvable',
  deleted: 'Ce compte a été supprimé : plus aucune action n’est possible.',
  selfSuspension: 'Vous ne pouvez pas suspendre votre propre compte.',
  alreadySuspended: 'Ce compte est déjà suspendu.',
  alreadyActive: 'Ce compte est déjà actif.',
  alreadyVerified: 'L’adresse e-mail de ce compte est déjà vérifiée.',
  adminDeletion: 'Un compte administrateur ne peut pas être supprimé.',
  suspended: 'Compte suspendu : ses sessions sont fermées.',
  reactivated: 'Compte réactivé : il peut de nouveau se connecter.',
  verified: 'Adresse e-mail marquée comme vérifiée.',
  resetSent: (email: string) => `Lien de réinitialisation envoyé à ${email}.`,
  erased: 'Compte supprimé : ses données personnelles sont effacées.',
} as const;

/** The audit actions of this file (web: components/admin/audit-labels.ts names them in French). */
export const USER_AUDIT_ACTIONS = {
  suspend: 'user.suspend',
  reactivate: 'user.reactivate',
  verifyEmail: 'user.verify_email',
  passwordReset: 'user.password_reset',
  delete: 'user.delete',
} as const;

const notFound = () => new AppError('NOT_FOUND', ADMIN_USER_MESSAGES.notFound);

/** The account an action names, locked for the transaction; 404 unknown, 409 already erased. */
async function lockTarget(tx: TDbExecutor, userId: string): Promise<TUserRow> {
  const user = isUuid(userId) ? await lockAccount(tx, userId) : undefined;
  if (!user) throw notFound();
  if (user.deletedAt) throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.deleted);
  return user;
}

const targetOf = (user: TUserRow) => ({ type: 'user', id: user.id, label: user.email });

/** What one audited change of an account looks like, before and after. */
const auditedState = (user: TUserRow) => ({
  status: accountStatusOf(user),
  suspendedAt: user.suspendedAt?.toISOString() ?? null,
  emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
});

/**
 * PATCH /api/admin/users/{id}: suspend or reactivate, mark the e-mail verified — each change an
 * audit entry with the reason, in the same transaction. A change that would change nothing is a
 * 409 and nothing is written. A suspension revokes every session; once committed their sockets
 * end on every node. Returns the French summary of what was done.
 */
export async function updateUserByAdmin(
  deps: AppDeps,
  actor: NonNullable<TAuditActor>,
  userId: string,
  update: TAdminUserChange,
): Promise<string> {
  const now = deps.now();
  const done: string[] = [];
  const revoked = await deps.database.db.transaction(async (tx) => {
    let user = await lockTarget(tx, userId);
    let revokedSessionIds: string[] = [];
    if (update.status && update.status !== user.status) {
      if (update.status === 'suspended' && user.id === actor.id) {
        throw new AppError('FORBIDDEN', ADMIN_USER_MESSAGES.selfSuspension);
      }
      const before = user;
      ({ user, revokedSessionIds } = await setAccountStatus(tx, user.id, update.status, now));
      const suspending = update.status === 'suspended';
      await recordAudit(tx, {
        actor,
        action: suspending ? USER_AUDIT_ACTIONS.suspend : USER_AUDIT_ACTIONS.reactivate,
        target: targetOf(user),
        changes: changedFields(auditedState(before), auditedState(user)),
        reason: update.reason,
        at: now,
      });
      done.push(suspending ? ADMIN_USER_MESSAGES.suspended : ADMIN_USER_MESSAGES.reactivated);
    } else if (update.status) {
      const already = update.status === 'suspended' ? 'alreadySuspended' : 'alreadyActive';
      throw new AppError('CONFLICT', ADMIN_USER_MESSAGES[already], { field: 'status' });
    }
    if (update.emailVerified) {
      const verified = await setEmailVerified(tx, user.id, now);
      if (!verified) {
        throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.alreadyVerified, { field: 'emailVerified' });
      }
      await recordAudit(tx, {
        actor,
        action: USER_AUDIT_ACTIONS.verifyEmail,
        target: targetOf(verified),
        changes: changedFields(auditedState(user), auditedState(verified)),
        reason: update.reason,
        at: now,
      });
      done.push(ADMIN_USER_MESSAGES.verified);
    }
    return revokedSessionIds;
  });
  endRevokedSessionSockets(deps, revoked);
  return done.join(' ');
}

/**
 * POST /api/admin/users/{id}/password-reset: the e-mail of « mot de passe oublié », triggered by
 * the administrator, with its audit entry, in one transaction; delivered once committed. A
 * suspended account may reset its password (signing in stays refused).
 */
export async function sendPasswordResetByAdmin(
  deps: AppDeps,
  actor: NonNullable<TAuditActor>,
  userId: string,
  reason: string,
): Promise<string> {
  const now = deps.now();
  const email = await deps.database.db.transaction(async (tx) => {
    const user = await lockTarget(tx, userId);
    await queuePasswordResetEmail(deps, tx, user, { userId: actor.id, kind: 'admin_password_reset' }, now);
    await recordAudit(tx, {
      actor,
      action: USER_AUDIT_ACTIONS.passwordReset,
      target: targetOf(user),
      reason,
      at: now,
    });
    return user.email;
  });
  return ADMIN_USER_MESSAGES.resetSent(email);
}

/**
 * DELETE /api/admin/users/{id}: the provider's own erasure (gdpr eraseAccount: bookings cancelled
 * and their customers e-mailed, data erased, sockets told), without the password, its audit entry
 * in the erasure's transaction. An administrator's account is not deleted this way.
 */
export async function deleteUserByAdmin(
  deps: AppDeps,
  actor: NonNullable<TAuditActor>,
  userId: string,
  reason: string,
): Promise<string> {
  const user = isUuid(userId) ? await findUserById(deps.database.db, userId) : undefined;
  if (!user) throw notFound();
  if (user.deletedAt) throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.deleted);
  if (isAdminRole(user.role)) throw new AppError('FORBIDDEN', ADMIN_USER_MESSAGES.adminDeletion);
  await eraseAccount(deps, user.id, {
    alsoInTransaction: async (tx) => {
      await recordAudit(tx, {
        actor,
        action: USER_AUDIT_ACTIONS.delete,
        target: targetOf(user),
        changes: { status: { before: accountStatusOf(user), after: 'deleted' } },
        reason,
        at: deps.now(),
      });
    },
  });
  return ADMIN_USER_MESSAGES.erased;
}
