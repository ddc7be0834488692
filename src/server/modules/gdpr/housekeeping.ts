import type { Db } from '../../db/client';
import { pruneRateLimits } from '../../http/rate-limit';
import { purgeSpentAuthRecords } from '../auth/api';
import { forgetCommenterEmails } from '../blog/api';
import { purgeExpiredIdempotencyRecords, scrubEmailsOfAnonymisedBookings } from '../bookings/api';
import { purgeSoldCheckouts } from '../payments/api';

/**
 * Technical records hold IP addresses, browsers and e-mail addresses: each goes once it can no
 * longer serve (GDPR art. 5(1)(e)), by the module that keeps it. Run daily with the retention
 * purge; idempotent.
 * - sessions a week after they ended, used or expired e-mail links (auth);
 * - rate-limit windows a day after they opened (the longest window is an hour);
 * - idempotency records of bookings past their 24-hour retry window (bookings);
 * - e-mails about anonymised bookings that were still on their way at the anonymisation: scrubbed
 *   once finished, like those already sent then (bookings, through the mail outbox);
 * - blog commenters' addresses 30 days after their comment was moderated (blog);
 * - what each Stripe Checkout session sold, a month after it was opened (payments).
 *
 * Sub-processor notices stay: they are the evidence each provider was told (ADR 0031), and go
 * with the account.
 */
export async function purgeTechnicalRecords(db: Db, now: Date): Promise<void> {
  await purgeSpentAuthRecords(db, now);
  await pruneRateLimits(db, now);
  await purgeExpiredIdempotencyRecords(db, now);
  await scrubEmailsOfAnonymisedBookings(db);
  await forgetCommenterEmails(db, now);
  await purgeSoldCheckouts(db, now);
}
