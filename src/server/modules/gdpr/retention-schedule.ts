import { DateTime } from 'luxon';

/** The retention purge runs daily at 03:17 Paris time: off the hour, when nobody books. */
export const RETENTION_RUN = { hour: 3, minute: 17, zone: 'Europe/Paris' } as const;
export const RETENTION_CRON = `${RETENTION_RUN.minute} ${RETENTION_RUN.hour} * * *`;

/** The first daily run at or after `at` (03:17 exists on both DST Sundays in Paris). */
export function retentionRunAtOrAfter(at: Date): Date {
  const local = DateTime.fromJSDate(at, { zone: RETENTION_RUN.zone });
  const today = local.set({
    hour: RETENTION_RUN.hour,
    minute: RETENTION_RUN.minute,
    second: 0,
    millisecond: 0,
  });
  const run =
    today >= local
      ? today
      : local
          .plus({ days: 1 })
          .set({ hour: RETENTION_RUN.hour, minute: RETENTION_RUN.minute, second: 0, millisecond: 0 });
  return run.toJSDate();
}
