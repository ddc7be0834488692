import type { AppDeps } from '../../deps';
import { listRetentionCandidates } from '../bookings/api';
import { getSettings, hasChosenRetention } from '../settings/api';
import { firstPurgeOf, purgeRunFor } from './first-purge';
import { retentionRunAtOrAfter } from './retention-schedule';

/** How far ahead the provider sees what the daily purge will erase. */
export const RETENTION_PREVIEW_DAYS = 7;
const DAY_MS = 86_400_000;

export type TRetentionPreview = {
  retentionDays: number;
  nextRunAt: string;
  due: Array<{ bookingId: string; start: string; clientName: string; purgeAt: string }>;
  chosen: boolean;
  firstPurge: { at: string; bookings: number } | null;
};

/**
 * What the next run and the runs of the following week will anonymise, with the run that will
 * do it: a booking due before the next run goes at the next run.
 */
export async function previewRetention(deps: AppDeps, providerId: string): Promise<TRetentionPreview> {
  const db = deps.database.db;
  const nextRunAt = retentionRunAtOrAfter(deps.now());
  const horizon = new Date(nextRunAt.getTime() + RETENTION_PREVIEW_DAYS * DAY_MS);
  const { dataRetentionDays } = await getSettings(db, providerId);
  const candidates = await listRetentionCandidates(db, providerId, horizon);
  const firstPurge = await firstPurgeOf(db, providerId, nextRunAt);
  return {
    retentionDays: dataRetentionDays,
    nextRunAt: nextRunAt.toISOString(),
    due: candidates.map((c) => ({
      bookingId: c.bookingId,
      start: c.start.toISOString(),
      clientName: c.clientName,
      purgeAt: purgeRunFor(c.eligibleAt, nextRunAt).toISOString(),
    })),
    chosen: await hasChosenRetention(db, providerId),
    firstPurge: firstPurge && { at: firstPurge.at.toISOString(), bookings: firstPurge.bookings },
  };
}
