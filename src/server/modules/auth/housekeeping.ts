import { isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTokens, sessions } from '../../db/schema';
import { pruneBackoffs } from './login-backoff';
import { REMEMBER_ME_REFRESH_GRACE_MS } from './session-rules';

/**
 * Sessions (with the addresses and browsers they recorded) a week after they ended, once a
 * rememberMe one can no longer be renewed with its expired token; e-mail links once used or
 * expired; sign-in delays after their hour of quiet. Run by the daily retention job; idempotent.
 */
export async function purgeSpentAuthRecords(db: Db, now: Date): Promise<void> {
  const sessionCutoff = new Date(now.getTime() - REMEMBER_ME_REFRESH_GRACE_MS);
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sessionCutoff), lt(sessions.revokedAt, sessionCutoff)));
  await db.delete(emailTokens).where(or(isNotNull(emailTokens.usedAt), lt(emailTokens.expiresAt, now)));
  await pruneBackoffs(db, now);
}
