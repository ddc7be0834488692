import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { emailTokens, sessions, users } from '../../db/schema';

const DELETED_ACCOUNT_NAME = 'Compte supprimé';

/** Never a valid argon2 hash: no password can ever match it again. */
const unusablePasswordHash = () => `!supprime:${randomBytes(16).toString('hex')}`;

/**
 * Ends every session of the account at once: the next request with any of its tokens gets 401,
 * and the addresses and browsers the sessions recorded go with them.
 */
export async function endAllSessionsOf(tx: TDbExecutor, userId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Empties the account of everything personal: its e-mail links go, the row stays (the signed DPA,
 * the e-mail log and, once billing exists, the invoices, kept ten years under Code de commerce
 * L123-22, must still point at the same account id) with no usable password.
 */
export async function eraseAccountRecord(tx: TDbExecutor, userId: string, now: Date): Promise<void> {
  await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
  await tx
    .update(users)
    .set({
      email: `supprime-${userId}@invalid`,
      name: DELETED_ACCOUNT_NAME,
      nom: null,
      siret: null,
      adresse: null,
      telephone: null,
      passwordHash: unusablePasswordHash(),
      emailVerifiedAt: null,
      updatedAt: now,
      deletedAt: now,
    })
    .where(eq(users.id, userId));
}
