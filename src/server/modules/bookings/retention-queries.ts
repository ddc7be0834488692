import { type SQL, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '../../../shared/schemas/provider-setup';
import type { TDbExecutor } from '../../db/executor';
import { bookings, providerSettings } from '../../db/schema';
import type { TJobs } from '../../jobs/start-jobs';
import { queueCalendarRewrites } from '../caldav/api';
import { anonymiseBookings, holdsClientData } from './anonymise';

export const RETENTION_PREVIEW_LIMIT = 100;

/**
 * Every booking with the moment its customer data may go: `dataRetentionDays` after the end of
 * the customer's LAST booking with that provider (same address, case ignored), so a returning
 * customer keeps their history until their latest visit is itself due. Customers without an
 * address cannot be matched: each booking counts alone. Days are whole 24 h periods in UTC.
 */
export function retentionCandidates(providerId?: string): SQL {
  const b = bookings;
  const s = providerSettings;
  return sql`
    select ${b.id} as id, ${b.providerId} as provider_id, ${b.startAt} as start_at,
      ${b.clientName} as client_name, ${holdsClientData()} as holds,
      (case when ${b.clientEmail} <> ''
        then max(${b.endAt}) over (partition by ${b.providerId}, lower(${b.clientEmail}))
        else ${b.endAt} end)
        + make_interval(hours => 24 * coalesce(${s.dataRetentionDays}, ${DEFAULT_SETTINGS.dataRetentionDays})) as eligible_at
    from ${b} left join ${s} on ${s.providerId} = ${b.providerId}
    ${providerId ? sql`where ${b.providerId} = ${providerId}` : sql``}
  `;
}

/**
 * Anonymises every booking whose customer data is due at `now`, and has their events in the
 * providers' own calendars rewritten without it (issue 31); returns how many. Idempotent.
 */
export async function purgeExpiredClientData(db: TDbExecutor, jobs: TJobs, now: Date): Promise<number> {
  const due = sql`${bookings.id} in (
    select c.id from (${retentionCandidates()}) c where c.holds and c.eligible_at <= ${now}
  )`;
  const ids = await db.transaction(async (tx) => {
    const anonymised = await anonymiseBookings(tx, due, now);
    await queueCalendarRewrites(tx, jobs, anonymised);
    return anonymised;
  });
  return ids.length;
}

export type TRetentionCandidate = { bookingId: string; start: Date; clientName: string; eligibleAt: Date };

type TCandidateRow = {
  id: string;
  start_at: Date | string;
  client_name: string;
  eligible_at: Date | string;
};

/** The provider's bookings whose customer data becomes due by `horizon`, soonest first. */
export async function listRetentionCandidates(
  db: TDbExecutor,
  providerId: string,
  horizon: Date,
): Promise<TRetentionCandidate[]> {
  const result = await db.execute<TCandidateRow>(sql`
    select c.id, c.start_at, c.client_name, c.eligible_at from (${retentionCandidates(providerId)}) c
    where c.holds and c.eligible_at <= ${horizon}
    order by c.eligible_at, c.start_at
    limit ${RETENTION_PREVIEW_LIMIT}
  `);
  return result.rows.map((r) => ({
    bookingId: r.id,
    start: new Date(r.start_at),
    clientName: r.client_name,
    eligibleAt: new Date(r.eligible_at),
  }));
}
