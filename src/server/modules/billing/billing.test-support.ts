import { expect } from 'vitest';
import type { TestApp } from '../../../test/app';
import {
  bookingBody,
  createProvider,
  createService,
  localStart,
  openEveryDay,
} from '../../../test/booking-factories';
import { nextTestIp } from '../../../test/factories';

/** A provider with one 30-minute service, open every day 08:00–20:00, signed in. */
export async function bookableProvider(t: TestApp) {
  const provider = await createProvider(t, { phone: '01 23 45 67 89' });
  const service = await createService(t.deps, provider.id, { name: 'Coupe', durationMinutes: 30 });
  await openEveryDay(t.deps, provider.id);
  return { ...provider, serviceId: service.id };
}

type TBookable = Awaited<ReturnType<typeof bookableProvider>>;

/** The i-th free start of a provider's agenda: ten a day, an hour apart, from two days ahead. */
export const nthStart = (t: TestApp, i: number) =>
  localStart(t, 2 + Math.floor(i / 10), `${8 + (i % 10)}:00`);

/** A booking the provider enters by hand; returns the answer. */
export function bookManually(t: TestApp, p: TBookable, i: number) {
  return t.post(
    '/api/bookings',
    {
      ...bookingBody(p.serviceId, nthStart(t, i), { name: `Client ${i}`, email: `client${i}@exemple.fr` }),
      notifyClient: false,
    },
    { token: p.token },
  );
}

/** `count` manual bookings from slot `from`, each expected to succeed; returns their ids. */
export async function bookManyManually(t: TestApp, p: TBookable, count: number, from = 0): Promise<string[]> {
  const ids: string[] = [];
  for (let i = from; i < from + count; i++) {
    const response = await bookManually(t, p, i);
    expect(response.statusCode, response.body).toBe(201);
    ids.push(response.json<{ booking: { id: string } }>().booking.id);
  }
  return ids;
}

/** A booking on the public page, from its own address (the per-address limit stays out of the way). */
export function bookPublicly(t: TestApp, p: TBookable, i: number) {
  return t.post(`/api/public/providers/${p.id}/bookings`, bookingBody(p.serviceId, nthStart(t, i)), {
    ip: nextTestIp(),
  });
}
