import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { purgeExpiredAuditEntries } from '../../modules/audit/api';
import { defineJob } from '../job-definition';

/** Daily at 03:47 Paris time, half an hour after the GDPR retention: off the hour, when nobody works. */
export const AUDIT_RETENTION_CRON = '47 3 * * *';

/**
 * Daily: audit entries older than one year are deleted (the only deletion the table's trigger
 * allows). Idempotent: a redelivery or a second node finds nothing more to delete.
 */
export const auditRetentionJob = defineJob({
  name: 'audit.retention',
  schema: z.object({}).default({}),
  cron: AUDIT_RETENTION_CRON,
  cronTz: 'Europe/Paris',
  policy: 'singleton',
  retryLimit: 3,
  retryDelay: 300,
  retryBackoff: true,
  async handler(deps: AppDeps) {
    await purgeExpiredAuditEntries(deps.database.db);
  },
});
