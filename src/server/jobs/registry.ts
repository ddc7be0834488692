import { sendEmailJob } from '../mail/send-job';
import { billingRolloverJob } from '../modules/billing/rollover-job';
import { publishDueBlogPostsJob } from '../modules/blog/api';
import { bookingRefundJob, checkoutExpiryJob, noShowFeeJob } from '../modules/booking-payments/api';
import { expireHoldsJob } from '../modules/bookings/api';
import { caldavSyncDueJob, caldavSyncJob, caldavWriteBookingJob } from '../modules/caldav/api';
import { subprocessorsNoticeJob } from '../modules/config/api';
import { stripeCancelSubscriptionJob, stripeRefundJob, transferRenewalsJob } from '../modules/payments/api';
import { deliverPushJob } from '../modules/push/jobs';
import { dispatchRemindersJob } from '../modules/reminders/dispatch-job';
import { shopHousekeepingJob } from '../modules/shop/api';
import { dispatchSmsJob } from '../modules/sms/dispatch-job';
import { supportUnreadEmailsJob } from '../modules/support/unread-emails-job';
import { waitlistOfferJob } from '../modules/waitlist/api';
import { deliverWebhookJob } from '../modules/webhooks/api';
import { deadLetterJob } from './dead-letters';
import { auditRetentionJob } from './definitions/audit-retention';
import { dailyAgendaJob } from './definitions/daily-agenda';
import { retentionJob } from './definitions/retention';

/**
 * Every job the workers run. A job missing here is never worked (and `jobs.send` refuses its name).
 * The dead-letter queue comes first: every other queue names it, so it must exist before them.
 */
export const JOB_DEFINITIONS = [
  deadLetterJob,
  sendEmailJob,
  dispatchRemindersJob,
  dailyAgendaJob,
  retentionJob,
  supportUnreadEmailsJob,
  auditRetentionJob,
  deliverPushJob,
  billingRolloverJob,
  shopHousekeepingJob,
  publishDueBlogPostsJob,
  stripeRefundJob,
  stripeCancelSubscriptionJob,
  subprocessorsNoticeJob,
  transferRenewalsJob,
  // Issue 31, two-way calendar sync over CalDAV.
  caldavSyncJob,
  caldavSyncDueJob,
  caldavWriteBookingJob,
  // Issue 33, the waitlist: a freed slot offered to the clients waiting for it.
  waitlistOfferJob,
  // Issue 34, booking payments on the provider's own Stripe account.
  bookingRefundJob,
  noShowFeeJob,
  expireHoldsJob,
  checkoutExpiryJob,
  // Issue 35, SMS reminders paid with SMS credits.
  dispatchSmsJob,
  // Issue 36, signed webhooks with a delivery log.
  deliverWebhookJob,
] as const;

export type TJobName = (typeof JOB_DEFINITIONS)[number]['name'];
