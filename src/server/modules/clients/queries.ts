import { sql } from 'drizzle-orm';
import type { TClientSummary } from '../../../shared/schemas/booking';
import type { TDbExecutor } from '../../db/executor';
import { bookings } from '../../db/schema';

export const CLIENT_LIST_LIMIT = 500;

/** `%` and `_` typed by the provider are searched for, not used as wildcards. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type TClientRow = {
  name: string;
  email: string;
  phone: string;
  visits: number | string;
  last_visit: Date | string | null;
  next_visit: Date | string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The provider's clients, built from their bookings: one client per e-mail address (case
 * ignored), or per name and phone for phone customers without one. Name and phone are the
 * latest given; visits count the bookings that were not cancelled.
 */
export async function listClients(
  db: TDbExecutor,
  providerId: string,
  options: { q?: string | undefined; now: Date },
): Promise<TClientSummary[]> {
  const q = options.q?.trim() ?? '';
  const digits = q.replace(/\D/g, '');
  const b = bookings;
  const search = q
    ? sql`having bool_or(
        ${b.clientName} ilike ${likePattern(q)}
        or ${b.clientEmail} ilike ${likePattern(q)}
        or ${b.clientPhone} ilike ${likePattern(q)}
        ${digits.length >= 2 ? sql`or regexp_replace(${b.clientPhone}, '\\D', '', 'g') like ${likePattern(digits)}` : sql``}
      )`
    : sql``;
  const result = await db.execute<TClientRow>(sql`
    select
      (array_agg(${b.clientName} order by ${b.startAt} desc))[1] as name,
      (array_agg(${b.clientEmail} order by ${b.startAt} desc))[1] as email,
      coalesce((array_agg(${b.clientPhone} order by ${b.startAt} desc) filter (where ${b.clientPhone} <> ''))[1], '') as phone,
      -- Visits that happened (issue 15): past, neither cancelled nor missed.
      count(*) filter (where ${b.status} not in ('cancelled', 'no_show') and ${b.startAt} <= ${options.now}) as visits,
      max(${b.startAt}) filter (where ${b.status} <> 'cancelled' and ${b.startAt} <= ${options.now}) as last_visit,
      min(${b.startAt}) filter (where ${b.status} = 'confirmed' and ${b.startAt} > ${options.now}) as next_visit
    from ${b}
    where ${b.providerId} = ${providerId}
    group by case
      when ${b.clientEmail} <> '' then lower(${b.clientEmail})
      else 'sans-email:' || lower(${b.clientName}) || ':' || regexp_replace(${b.clientPhone}, '\\D', '', 'g')
    end
    ${search}
    order by max(${b.startAt}) desc
    limit ${CLIENT_LIST_LIMIT}
  `);
  return result.rows.map((row) => ({
    name: row.name,
    email: row.email,
    phone: row.phone,
    visits: Number(row.visits),
    lastVisit: iso(row.last_visit),
    nextVisit: iso(row.next_visit),
  }));
}
