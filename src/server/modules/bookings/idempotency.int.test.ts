import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCsrfPair } from '../../../test/app';
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
/** The client's browser: retries come from it, with its XSRF cookie. */
let browser: TCsrfPair;

beforeAll(async () => {
  t = await createTestApp();
  provider = await createProvider(t);
  service = await createService(t.deps, provider.id);
  await openEveryDay(t.deps, provider.id);
  browser = await t.csrf();
});
afterAll(() => t.close());

const book = (providerId: string, body: unknown, key: string, from: TCsrfPair = browser) =>
  t.post(`/api/public/providers/${providerId}/bookings`, body, {
    ip: nextTestIp(),
    headers: { 'idempotency-key': key },
    browser: from,
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

  it('never replays the answer to another browser: a French 409 without the links', async () => {
    const start = localStart(t, 2, '16:00');
    const body = bookingBody(service.id, start, { email: 'victime@exemple.fr' });
    const first = await book(provider.id, body, 'cle-volee');
    expect(first.statusCode).toBe(201);
    const token = first.json().manageUrl.split('/').pop();

    const stranger = await t.csrf();
    for (const attempt of [body, bookingBody(service.id, localStart(t, 2, '17:00'))]) {
      const response = await book(provider.id, attempt, 'cle-volee', stranger);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        code: 'IDEMPOTENCY_KEY_IN_USE',
        message:
          'Cette demande a déjà été envoyée depuis un autre navigateur : sa réponse n’est pas renvoyée ici. Si c’est vous qui venez de réserver, votre confirmation est dans votre boîte e-mail.',
      });
      expect(response.body).not.toContain(token);
    }
    // Without the XSRF pair, with any Bearer header instead: still someone else.
    const bearer = await t.post(`/api/public/providers/${provider.id}/bookings`, body, {
      ip: nextTestIp(),
      headers: { 'idempotency-key': 'cle-volee' },
      token: 'nimporte-quoi',
    });
    expect(bearer.statusCode).toBe(409);
    expect(bearer.body).not.toContain(token);
    // The client's own retry still gets the first answer.
    const retry = await book(provider.id, body, 'cle-volee');
    expect(retry.json()).toEqual(first.json());
    expect(await countBookings(start)).toBe(1);
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
