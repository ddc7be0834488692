import { bookingReminders, bookings } from '../server/db/schema';
import type { AppDeps } from '../server/deps';

export type TTestClient = { name: string; email?: string; phone?: string; note?: string };

/** Inserts a booking straight into the database at `start` (30 min), with one pending reminder. */
export async function insertBooking(
  deps: AppDeps,
  providerId: string,
  serviceId: string,
  start: Date,
  client: TTestClient,
  status: 'confirmed' | 'cancelled' | 'completed' = 'confirmed',
) {
  const end = new Date(start.getTime() + 30 * 60_000);
  const [row] = await deps.database.db
    .insert(bookings)
    .values({
      providerId,
      serviceId,
      startAt: start,
      endAt: end,
      blockedFrom: start,
      blockedTo: end,
      timezone: 'Europe/Paris',
      status,
      source: 'public',
      clientName: client.name,
      clientEmail: client.email ?? '',
      clientPhone: client.phone ?? '',
      note: client.note ?? '',
      cancellationReason: status === 'cancelled' ? 'Empêchement' : null,
      manageTokenHash: crypto.randomUUID(),
    })
    .returning();
  if (!row) throw new Error('booking insert returned nothing');
  await deps.database.db
    .insert(bookingReminders)
    .values({ bookingId: row.id, offsetMinutes: 1440, dueAt: new Date(start.getTime() - 86_400_000) });
  return row;
}

export const DAY_MS = 86_400_000;
