import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { deleteNotesOfVanishedClients } from '../../modules/clients/api';
import {
  purgeExpiredClientData,
  purgeTechnicalRecords,
  RETENTION_CRON,
  RETENTION_RUN,
  warnBeforeFirstPurges,
} from '../../modules/gdpr/api';
import { purgeReadNotifications } from '../../modules/notifications/api';
import { prunePushDeliveries } from '../../modules/push/api';
import { purgeSmsContent, SMS_CONTENT_RETENTION_DAYS } from '../../modules/sms/api';
import { deleteEndedWaitlistEntries } from '../../modules/waitlist/api';
import { purgeOldDeliveries } from '../../modules/webhooks/api';
import { defineJob } from '../job-definition';

/**
 * Daily: a provider whose first purge comes within 7 days is told once, in-app (ADR 0039, item 9);
 * customers' personal data in bookings past each provider's retention period is
 * anonymised (SPEC §3 data retention, default 30 days), and the provider's note on a client left
 * with no such booking goes with it (ADR 0039); spent technical records (sessions, e-mail links,
 * rate-limit windows, idempotency records) are deleted and e-mails about anonymised bookings are
 * scrubbed; notifications read more than 90 days ago and push deliveries done for a
 * week are deleted; waitlist entries whose window ended are deleted (ADR 0060); SMS texts sent 30 days ago are forgotten (ADR 0062); webhook deliveries older than 30 days are deleted (ADR 0064). Idempotent: anonymised and scrubbed rows are skipped, so a redelivery or a
 * second node changes nothing.
 */
export const retentionJob = defineJob({
  name: 'gdpr.retention',
  schema: z.object({}).default({}),
  cron: RETENTION_CRON,
  cronTz: RETENTION_RUN.zone,
  policy: 'singleton',
  retryLimit: 3,
  retryDelay: 300,
  retryBackoff: true,
  async handler(deps: AppDeps) {
    const now = deps.now();
    await warnBeforeFirstPurges(deps, now);
    await purgeExpiredClientData(deps.database.db, deps.jobs, now);
    await deleteNotesOfVanishedClients(deps.database.db);
    await purgeTechnicalRecords(deps.database.db, now);
    await purgeReadNotifications(deps.database.db, now);
    await prunePushDeliveries(deps.database.db, now);
    await deleteEndedWaitlistEntries(deps.database.db, now);
    await purgeSmsContent(
      deps.database.db,
      new Date(now.getTime() - SMS_CONTENT_RETENTION_DAYS * 86_400_000),
    );
    await purgeOldDeliveries(deps.database.db, now);
  },
});
