import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  bookingBody,
  createProvider,
  createService,
  localStart,
  openEveryDay,
  type TTestProvider,
} from '../../../test/booking-factories';
import { nextTestIp } from '../../../test/factories';
import { bookings, outboxEmails } from '../../db/schema';

let t: TestApp;
let provider: TTestProvider;
let service: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  provider = await createProvider(t);
  service = await createService(t.deps, provider.id);
  await openEveryDay(t.deps, provider.id);
});
afterAll(() => t.close());

const book = (providerId: string, body: unknown, key: string) =>
  t.post(`/api/public/providers/${providerId}/bookings`, body, {
    ip: nextTestIp(),
    headers: { 'idempotency-key': key },
  });

async function countBookings(start: string) {
  const rows = await t.deps.database.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.startAt, new Date(start)), ne(bookings.status, 'cancelled')));
  return rows.length;
}

describe('Idempotency-Key on booking creation', () => {
  it('returns the first status and body to a retry, and creates nothing more', async () => {
    const start = localStart(t, 2, '10:00');
    const body = bookingBody(service.id, start, { email: 'retry@exemple.fr' });
    let events = 0;
    t.deps.events.on('booking_created', () => events++);
    const first = await book(provider.id, body, 'cle-retry-1');
    expect(first.statusCode).toBe(201);
    // Same content, other key order: the same request.
    const { consent, ...rest } = body;
    const retry = await book(provider.id, { consent, ...rest }, 'cle-retry-1');
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await countBookings(start)).toBe(1);
    expect(events).toBe(1);
    const emails = await t.deps.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'retry@exemple.fr'));
    expect(emails).toHaveLength(1);
  });

  it('refuses the same key with another body: 422, nothing created', async () => {
    const start = localStart(t, 2, '11:00');
    expect((await book(provider.id, bookingBody(service.id, start), 'cle-reuse')).statusCode).toBe(201);
    const other = localStart(t, 2, '15:00');
    const response = await book(provider.id, bookingBody(service.id, other), 'cle-reuse');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'Cette clé d’idempotence a déjà servi pour une autre demande.',
    });
    expect(await countBookings(other)).toBe(0);
  });

  it('gives concurrent requests with one key one booking and the same answer', async () => {
    const start = localStart(t, 3, '10:00');
    const body = bookingBody(service.id, start);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => book(provider.id, body, 'cle-course')),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const ids = new Set(responses.map((r) => r.json().booking.id));
    expect(ids.size).toBe(1);
    expect(await countBookings(start)).toBe(1);
  });

  it('scopes keys to the provider', async () => {
    const other = await createProvider(t);
    const otherService = await createService(t.deps, other.id);
    await openEveryDay(t.deps, other.id);
    const start = localStart(t, 4, '10:00');
    const mine = await book(provider.id, bookingBody(service.id, start), 'cle-partagee');
    const theirs = await book(other.id, bookingBody(otherService.id, start), 'cle-partagee');
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(mine.json().booking.id).not.toBe(theirs.json().booking.id);
  });

  it('forgets a key after a day', async () => {
    const start = localStart(t, 5, '10:00');
    expect((await book(provider.id, bookingBody(service.id, start), 'cle-ancienne')).statusCode).toBe(201);
    t.clock.advance(25 * 3_600_000);
    const later = localStart(t, 5, '16:00');
    expect((await book(provider.id, bookingBody(service.id, later), 'cle-ancienne')).statusCode).toBe(201);
  });

  it('refuses a key longer than 200 characters', async () => {
    const response = await book(
      provider.id,
      bookingBody(service.id, localStart(t, 6, '10:00')),
      'k'.repeat(201),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('La clé d’idempotence ne doit pas dépasser 200 caractères.');
  });
});
