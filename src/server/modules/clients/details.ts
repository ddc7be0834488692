import type { TClientDetails, TClientSummary } from '../../../shared/schemas/clients';
import type { TDbExecutor } from '../../db/executor';
import { AppError } from '../../http/app-error';
import { listClientBookings, type TBookingHistoryRow } from '../bookings/api';
import { resolveClientKey } from './client-key';
import { findClientNote, saveClientNote } from './notes';

/** Never says whether the key is another provider's client: the same 404 as for nobody. */
export const CLIENT_PAGE_NOT_FOUND = 'Client introuvable : aucun rendez-vous ne correspond à ce client.';

function notFound(): AppError {
  return new AppError('NOT_FOUND', CLIENT_PAGE_NOT_FOUND, { field: 'key' });
}

/** The grouping key behind the URL's key, when this provider has bookings of that client. */
async function clientBookings(db: TDbExecutor, providerId: string, key: string) {
  const groupingKey = await resolveClientKey(db, providerId, key);
  if (groupingKey === null) throw notFound();
  const rows = await listClientBookings(db, providerId, { key: groupingKey });
  if (rows.length === 0) throw notFound();
  return { groupingKey, rows };
}

/** The same figures as the list's (queries.ts), from the client's bookings. */
function summaryOf(key: string, rows: TBookingHistoryRow[], now: Date): TClientSummary {
  const latest = rows.at(-1)?.booking;
  if (!latest) throw notFound();
  // A hold waiting for its payment (issue 34) is no visit.
  const past = rows
    .filter((r) => r.booking.startAt <= now && r.booking.status !== 'awaiting_payment')
    .map((r) => r.booking);
  const upcoming = rows.find((r) => r.booking.startAt > now && r.booking.status === 'confirmed');
  const lastVisit = past.filter((b) => b.status !== 'cancelled').at(-1);
  return {
    key,
    name: latest.clientName,
    email: latest.clientEmail,
    phone: rows.findLast((r) => r.booking.clientPhone !== '')?.booking.clientPhone ?? '',
    visits: past.filter((b) => b.status !== 'cancelled' && b.status !== 'no_show').length,
    lastVisit: lastVisit?.startAt.toISOString() ?? null,
    nextVisit: upcoming?.booking.startAt.toISOString() ?? null,
  };
}

/** One client's page: details, every booking with this provider (oldest first), the note. */
export async function getClientDetails(
  db: TDbExecutor,
  providerId: string,
  key: string,
  now: Date,
): Promise<TClientDetails> {
  const { groupingKey, rows } = await clientBookings(db, providerId, key);
  const note = await findClientNote(db, providerId, groupingKey);
  return {
    ...summaryOf(key, rows, now),
    bookings: rows.map(({ booking: b, serviceName }) => ({
      id: b.id,
      start: b.startAt.toISOString(),
      end: b.endAt.toISOString(),
      serviceName,
      status: b.status,
      answers: b.answers,
    })),
    note: note?.note ?? '',
    noteUpdatedAt: note?.updatedAt.toISOString() ?? null,
  };
}

/** PUT …/note: only on a client of this provider, so no note ever names a stranger. */
export async function updateClientNote(
  db: TDbExecutor,
  providerId: string,
  key: string,
  note: string,
  now: Date,
): Promise<{ note: string; noteUpdatedAt: string | null }> {
  const { groupingKey } = await clientBookings(db, providerId, key);
  const saved = await saveClientNote(db, providerId, groupingKey, note, now);
  return { note: saved?.note ?? '', noteUpdatedAt: saved?.updatedAt.toISOString() ?? null };
}
