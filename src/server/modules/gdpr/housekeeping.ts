import { inArray, isNotNull, lt, not, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, emailTokens, idempotencyKeys, outboxEmails, sessions } from '../../db/schema';
import { pruneRateLimits } from '../../http/rate-limit';
import { REMEMBER_ME_REFRESH_GRACE_MS } from '../auth/session-rules';
import { IDEMPOTENCY_TTL_MS } from '../bookings/idempotency';
import { holdsClientData } from './anonymise';
import { scrubFinishedEmails } from './outbox-scrub';

/**
 * Technical records hold IP addresses, browsers and e-mail addresses: each goes once it can no
 * longer serve (GDPR art. 5(1)(e)). Run daily with the retention purge; idempotent.
 * - sessions: a week after they ended (expired or signed out), once a rememberMe one can no
 *   longer be renewed with its expired token;
 * - e-mail links (verification, password reset): once used or expired;
 * - rate-limit windows: a day after they opened (the longest window is an hour);
 * - idempotency records of bookings: past their 24-hour retry window;
 * - e-mails about anonymised bookings that were still on their way at the anonymisation: scrubbed
 *   once finished, like those already sent then.
 */
export async function purgeTechnicalRecords(db: Db, now: Date): Promise<void> {
  const sessionCutoff = new Date(now.getTime() - REMEMBER_ME_REFRESH_GRACE_MS);
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sessionCutoff), lt(sessions.revokedAt, sessionCutoff)));
  await db.delete(emailTokens).where(or(isNotNull(emailTokens.usedAt), lt(emailTokens.expiresAt, now)));
  await pruneRateLimits(db, now);
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
  const anonymised = db.select({ id: bookings.id }).from(bookings).where(not(holdsClientData()));
  await scrubFinishedEmails(db, inArray(outboxEmails.bookingId, anonymised));
}
