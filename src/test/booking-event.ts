import { randomUUID } from 'node:crypto';
import type { TBooking } from '../shared/schemas/booking';

/** A booking as the services publish it (tests of the relay emit it on deps.events themselves). */
export function bookingOf(providerId: string, overrides: Partial<TBooking> = {}): TBooking {
  const start = new Date(Date.UTC(2030, 2, 4, 9, 0));
  return {
    id: randomUUID(),
    providerId,
    serviceId: randomUUID(),
    serviceName: 'Séance de coaching',
    durationMinutes: 30,
    priceCents: 4500,
    start: start.toISOString(),
    end: new Date(start.getTime() + 30 * 60_000).toISOString(),
    timezone: 'Europe/Paris',
    status: 'confirmed',
    client: { name: 'Juliette Marchand', email: 'juliette.marchand@exemple.fr', phone: '06 12 34 56 78' },
    note: 'Première séance',
    answers: [],
    location: { type: 'in_person', clientAddress: '', videoUrl: null },
    seriesId: null,
    source: 'public',
    cancellationReason: null,
    cancelledBy: null,
    createdAt: start.toISOString(),
    updatedAt: start.toISOString(),
    ...overrides,
  };
}
