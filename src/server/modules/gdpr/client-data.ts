import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { anonymiseClientBookings, listClientBookings } from '../bookings/api';

export const CLIENT_NOT_FOUND = 'Aucune donnée trouvée pour ce client.';

export type TClientExport = {
  exportedAt: string;
  client: { name: string; email: string; phone: string };
  bookings: Array<{
    id: string;
    start: string;
    end: string;
    timezone: string;
    serviceName: string;
    status: string;
    note: string;
    cancellationReason: string | null;
    createdAt: string;
  }>;
};

/**
 * What the provider holds on one customer (their art. 15 request, answered by the provider as
 * controller): their bookings with this provider only. Name and phone are the latest given.
 */
export async function exportClientData(
  deps: AppDeps,
  providerId: string,
  email: string,
): Promise<TClientExport> {
  const rows = await listClientBookings(deps.database.db, providerId, email);
  const latest = rows.at(-1)?.booking;
  if (!latest) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND, { field: 'email' });
  const phone = rows.findLast((r) => r.booking.clientPhone !== '')?.booking.clientPhone ?? '';
  return {
    exportedAt: deps.now().toISOString(),
    client: { name: latest.clientName, email: latest.clientEmail, phone },
    bookings: rows.map(({ booking: b, serviceName }) => ({
      id: b.id,
      start: b.startAt.toISOString(),
      end: b.endAt.toISOString(),
      timezone: b.timezone,
      serviceName,
      status: b.status,
      note: b.note,
      cancellationReason: b.cancellationReason,
      createdAt: b.createdAt.toISOString(),
    })),
  };
}

/**
 * Art. 17 for one customer of this provider: their bookings stay in the agenda (date, service,
 * status) without anything that identifies them, and their pending reminders are cancelled.
 * Other providers' bookings under the same address are theirs to handle, never touched here.
 */
export async function eraseClientData(deps: AppDeps, providerId: string, email: string): Promise<number> {
  const now = deps.now();
  const erased = await deps.database.db.transaction((tx) =>
    anonymiseClientBookings(tx, providerId, email, now),
  );
  if (erased === 0) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND, { field: 'email' });
  return erased;
}
