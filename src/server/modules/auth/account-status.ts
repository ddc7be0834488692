import { and, eq, isNull } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { markSessionsRevoked } from './sessions';
import type { TUserRow } from './user-dto';

export const ACCOUNT_SUSPENDED_MESSAGE =
  'Votre compte a été suspendu. Contactez le support pour en savoir plus.';

/** 403 ACCOUNT_SUSPENDED: the login form shows the message as is (SPEC §8 « other 403 »). */
export function accountSuspendedError(): AppError {
  return new AppError('ACCOUNT_SUSPENDED', ACCOUNT_SUSPENDED_MESSAGE);
}

/** Sign-in, token renewal and every authenticated request or socket of a suspended account stop here. */
export function assertAccountActive(user: Pick<TUserRow, 'status'>): void {
  if (user.status === 'suspended') throw accountSuspendedError();
}

/** Whether the account exists, is not deleted and is not suspended (its booking page may take bookings). */
export async function isAccountActive(db: TDbExecutor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'active'), isNull(users.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * An administrator's suspension or reactivation, in the caller's transaction. Suspending also
 * revokes every live session: the caller ends their sockets once committed
 * (endRevokedSessionSockets). Returns the row after the change and the sessions revoked.
 */
export async function setAccountStatus(
  tx: TDbExecutor,
  userId: string,
  status: TUserRow['status'],
  now: Date,
): Promise<{ user: TUserRow; revokedSessionIds: string[] }> {
  const [user] = await tx
    .update(users)
    .set({ status, suspendedAt: status === 'suspended' ? now : null, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new Error('account status update returned nothing');
  const revokedSessionIds = status === 'suspended' ? await markSessionsRevoked(tx, { userId }, now) : [];
  return { user, revokedSessionIds };
}

/** An administrator marks the e-mail verified; undefined when it already was (nothing changes). */
export async function setEmailVerified(
  tx: TDbExecutor,
  userId: string,
  now: Date,
): Promise<TUserRow | undefined> {
  const [user] = await tx
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning();
  return user;
}

/** The account, its row locked until the caller's transaction ends: an administrator's change reads, then writes. */
export async function lockAccount(tx: TDbExecutor, userId: string): Promise<TUserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return user;
}

/** Recorded on each successful password sign-in (impersonation does not count). */
export async function recordSignIn(db: TDbExecutor, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}
