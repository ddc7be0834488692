import { and, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { TDbExecutor } from '../../db/executor';
import { waitlistEntries } from '../../db/schema';
import type { TJobs } from '../../jobs/start-jobs';

/** The instants a change freed, [from, to); null: anything over the horizon (new hours, rules). */
export type TFreedRange = { from: Date; to: Date } | null;

/**
 * In the transaction of a change that frees time (ADR 0060): the offer job for that range, when the
 * provider has an entry not booked yet. One probe of `waitlist_entries_provider_idx`, so the
 * booking path of a provider without a waitlist pays next to nothing. The job exists if and only if
 * the change commits (ADR 0048).
 */
export async function queueWaitlistOffer(
  tx: TDbExecutor,
  jobs: TJobs,
  providerId: string,
  range: TFreedRange,
): Promise<void> {
  const [waiting] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.providerId, providerId),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
      ),
    )
    .limit(1);
  if (!waiting) return;
  await jobs.send(
    'waitlist.offer',
    { providerId, from: range?.from.toISOString() ?? null, to: range?.to.toISOString() ?? null },
    { tx },
  );
}

/** Days of the provider's zone (YYYY-MM-DD, both included) as the instants they cover. */
export function localDaysRange(timezone: string, fromDay: string, toDay: string): { from: Date; to: Date } {
  return {
    from: DateTime.fromISO(fromDay, { zone: timezone }).toJSDate(),
    to: DateTime.fromISO(toDay, { zone: timezone }).plus({ days: 1 }).toJSDate(),
  };
}
