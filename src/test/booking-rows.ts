import { randomUUID } from 'node:crypto';
import type { Db } from '../server/db/client';
import { services, users } from '../server/db/schema';

export type TProviderService = { providerId: string; serviceId: string };

/** A bare provider and a 60-minute service written straight to the tables (no app, no login). */
export async function insertProviderWithService(db: Db): Promise<TProviderService> {
  const [user] = await db
    .insert(users)
    .values({ email: `p-${randomUUID()}@exemple.fr`, name: 'P', passwordHash: 'x' })
    .returning({ id: users.id });
  const providerId = user?.id as string;
  const [service] = await db
    .insert(services)
    .values({ providerId, name: 'Séance', durationMinutes: 60 })
    .returning({ id: services.id });
  return { providerId, serviceId: service?.id as string };
}

/** A booking row without buffers, from `from` to `to` (ISO instants). */
export function bookingRow(
  ids: TProviderService,
  from: string,
  to: string,
  status: 'confirmed' | 'cancelled' = 'confirmed',
) {
  return {
    ...ids,
    startAt: new Date(from),
    endAt: new Date(to),
    blockedFrom: new Date(from),
    blockedTo: new Date(to),
    timezone: 'Europe/Paris',
    status,
    source: 'manual' as const,
    clientName: 'Client',
    manageTokenHash: randomUUID(),
  };
}
