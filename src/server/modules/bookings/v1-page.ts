import { and, asc, desc, eq, getTableColumns, gt, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { TBookingStatus } from '../../../shared/schemas/booking';
import type { TDbExecutor } from '../../db/executor';
import { bookings, services } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { clientSearchCondition } from './client-search';
import type { TBookingWithService } from './queries';

/** Where a page ends: the last booking's start and id (bookings order by both). */
type TCursor = { startAt: Date; id: string };

const BAD_CURSOR = 'Le curseur (cursor) est invalide : reprenez celui de la page précédente.';

/** Opaque to the caller: base64url of the last booking's start and id. */
export function encodeCursor(cursor: TCursor): string {
  return Buffer.from(`${cursor.startAt.toISOString()}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(text: string): TCursor {
  const [iso, id] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  const startAt = new Date(iso ?? '');
  if (!id || !isUuid(id) || Number.isNaN(startAt.getTime())) {
    throw new AppError('VALIDATION', BAD_CURSOR, { field: 'cursor' });
  }
  return { startAt, id };
}

/** What a page is cut from: the period, statuses and client search of /api/v1 and the dashboard's list. */
export type TBookingsPageFilter = {
  from?: Date | undefined;
  to?: Date | undefined;
  statuses?: TBookingStatus[] | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
  limit: number;
  /** 'desc': the latest first (« Passés »), « Charger plus » going back in time. */
  order?: 'asc' | 'desc' | undefined;
};

/**
 * One page of the provider's bookings overlapping [from, to), by start then id (or the reverse), after the cursor;
 * `nextCursor` is null on the last page. `q` keeps those whose client matches (client-search.ts).
 */
export async function listProviderBookingsPage(
  db: TDbExecutor,
  providerId: string,
  filter: TBookingsPageFilter,
): Promise<{ rows: TBookingWithService[]; nextCursor: string | null }> {
  const conditions: SQL[] = [eq(bookings.providerId, providerId)];
  if (filter.from) conditions.push(gt(bookings.endAt, filter.from));
  if (filter.to) conditions.push(lt(bookings.startAt, filter.to));
  if (filter.statuses?.length) conditions.push(inArray(bookings.status, filter.statuses));
  const search = clientSearchCondition(filter.q);
  if (search) conditions.push(search);
  const backwards = filter.order === 'desc';
  const beyond = backwards ? lt : gt;
  const by = backwards ? desc : asc;
  if (filter.cursor) {
    const after = decodeCursor(filter.cursor);
    const next = or(
      beyond(bookings.startAt, after.startAt),
      and(eq(bookings.startAt, after.startAt), beyond(bookings.id, after.id)),
    );
    if (next) conditions.push(next);
  }
  const rows = await db
    .select({
      booking: getTableColumns(bookings),
      service: {
        name: services.name,
        priceCents: services.priceCents,
        bufferBeforeMinutes: services.bufferBeforeMinutes,
        bufferAfterMinutes: services.bufferAfterMinutes,
      },
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(and(...conditions))
    .orderBy(by(bookings.startAt), by(bookings.id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > filter.limit && last
      ? encodeCursor({ startAt: last.booking.startAt, id: last.booking.id })
      : null;
  return { rows: page, nextCursor };
}
