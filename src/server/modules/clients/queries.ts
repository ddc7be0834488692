import { type SQL, sql } from 'drizzle-orm';
import {
  CLIENTS_PAGE_SIZE,
  DEFAULT_SORT_DIRECTION,
  type TClientSort,
  type TClientSummary,
  type TSortDirection,
} from '../../../shared/schemas/clients';
import type { TDbExecutor } from '../../db/executor';
import { bookings } from '../../db/schema';
import { clientKeyOf, clientSearchCondition, holdsClientData } from '../bookings/api';
import { clientKeyFor } from './client-key';

type TClientRow = {
  grouping_key: string | null;
  name: string;
  email: string;
  phone: string;
  visits: number | string;
  last_visit: Date | string | null;
  next_visit: Date | string | null;
  total: number | string;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Without a sort, the latest activity first (the list as it always was). */
const ORDER: Record<TClientSort, SQL> = {
  name: sql`lower(name)`,
  lastVisit: sql`last_visit`,
  visits: sql`visits`,
  nextVisit: sql`next_visit`,
};
/** A client as their bookings group them: the grouping and what the list shows. */
export type TClientGroup = Omit<TClientSummary, 'key'> & { groupingKey: string };

export type TListClientsOptions = {
  q?: string | undefined;
  sort?: TClientSort | undefined;
  dir?: TSortDirection | undefined;
  /** 1-based; absent: every client (the provider's own data export). */
  page?: number | undefined;
  now: Date;
};

/** Clients with a booking whose name, e-mail or phone matches: the list's search is the bookings' one. */
function searchOf(q: string): SQL {
  const condition = clientSearchCondition(q);
  return condition ? sql`having bool_or(${condition})` : sql``;
}

function orderOf(sort: TClientSort | undefined, dir: TSortDirection | undefined): SQL {
  if (!sort) return sql`order by latest desc, grouping_key`;
  const direction = (dir ?? DEFAULT_SORT_DIRECTION[sort]) === 'asc' ? sql`asc` : sql`desc`;
  return sql`order by ${ORDER[sort]} ${direction} nulls last, lower(name), grouping_key`;
}

/**
 * The provider's clients, built from their bookings: one client per e-mail address (case
 * ignored), or per name and phone for phone customers without one; erased bookings are nobody.
 * Name and phone are the latest given. One page of CLIENTS_PAGE_SIZE, and how many match in all.
 */
export async function listClientGroups(
  db: TDbExecutor,
  providerId: string,
  options: TListClientsOptions,
): Promise<{ groups: TClientGroup[]; total: number }> {
  const b = bookings;
  const now = options.now;
  const paging = options.page
    ? sql`limit ${CLIENTS_PAGE_SIZE} offset ${(options.page - 1) * CLIENTS_PAGE_SIZE}`
    : sql``;
  const result = await db.execute<TClientRow>(sql`
    with grouped as (
      select
        ${clientKeyOf()} as grouping_key,
        (array_agg(${b.clientName} order by ${b.startAt} desc))[1] as name,
        (array_agg(${b.clientEmail} order by ${b.startAt} desc))[1] as email,
        coalesce((array_agg(${b.clientPhone} order by ${b.startAt} desc) filter (where ${b.clientPhone} <> ''))[1], '') as phone,
        -- Visits that happened (issue 15): past, neither cancelled nor missed.
        count(*) filter (where ${b.status} not in ('cancelled', 'no_show', 'awaiting_payment') and ${b.startAt} <= ${now}) as visits,
        max(${b.startAt}) filter (where ${b.status} not in ('cancelled', 'awaiting_payment') and ${b.startAt} <= ${now}) as last_visit,
        min(${b.startAt}) filter (where ${b.status} = 'confirmed' and ${b.startAt} > ${now}) as next_visit,
        max(${b.startAt}) as latest
      from ${b}
      -- A hold waiting for its payment (issue 34) makes nobody a client yet.
      where ${b.providerId} = ${providerId} and ${holdsClientData()} and ${b.status} <> 'awaiting_payment'
      group by 1
      ${searchOf(options.q?.trim() ?? '')}
    )
    select counted.total, page.*
    from (select count(*) as total from grouped) counted
    left join lateral (select * from grouped ${orderOf(options.sort, options.dir)} ${paging}) page on true
  `);
  const total = Number(result.rows[0]?.total ?? 0);
  const groups = result.rows.flatMap((row) =>
    row.grouping_key === null
      ? []
      : [
          {
            groupingKey: row.grouping_key,
            name: row.name,
            email: row.email,
            phone: row.phone,
            visits: Number(row.visits),
            lastVisit: iso(row.last_visit),
            nextVisit: iso(row.next_visit),
          },
        ],
  );
  return { groups, total };
}

/** One page of the provider's clients for the Clients list, each with their key. */
export async function listClients(
  db: TDbExecutor,
  providerId: string,
  options: TListClientsOptions,
): Promise<{ clients: TClientSummary[]; total: number }> {
  const { groups, total } = await listClientGroups(db, providerId, options);
  const clients = groups.map(({ groupingKey, ...client }) => ({
    key: clientKeyFor(providerId, groupingKey),
    ...client,
  }));
  return { clients, total };
}
