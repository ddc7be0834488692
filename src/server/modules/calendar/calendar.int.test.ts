import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createProvider,
  createService,
  openEveryDay,
  type TTestProvider,
} from '../../../test/booking-factories';
import { bookings } from '../../db/schema';

const NOW = new Date('2026-03-01T09:00:00Z');
const DAY = 24 * 3_600_000;
const NEUTRAL_404 = { success: false, code: 'NOT_FOUND', message: 'Calendrier introuvable' };

let t: TestApp;
let a: TTestProvider;
let b: TTestProvider;
let serviceId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://rdv.exemple.fr' } });
  t.clock.set(NOW);
  a = await createProvider(t, { displayName: 'Salon Léa', address: '3 rue des Lilas, 75011 Paris' });
  b = await createProvider(t, { displayName: 'Cabinet Martin' });
  serviceId = (await createService(t.deps, a.id, { name: 'Coupe', durationMinutes: 30 })).id;
  await openEveryDay(t.deps, a.id, '08:00', '20:00');
});
afterAll(() => t.close());

/** A booking of provider A written straight into the table (any date, any status). */
async function insertBooking(start: Date, fields: Partial<typeof bookings.$inferInsert> = {}) {
  const end = new Date(start.getTime() + 30 * 60_000);
  const [row] = await t.deps.database.db
    .insert(bookings)
    .values({
      providerId: a.id,
      serviceId,
      startAt: start,
      endAt: end,
      blockedFrom: start,
      blockedTo: end,
      timezone: 'Europe/Paris',
      source: 'manual',
      clientName: 'Jeanne Petit',
      clientEmail: 'jeanne@exemple.fr',
      clientPhone: '06 12 34 56 78',
      note: 'Première visite',
      manageTokenHash: randomUUID(),
      ...fields,
    })
    .returning();
  if (!row) throw new Error('booking insert returned nothing');
  return row;
}

type TLinks = { httpsUrl: string; webcalUrl: string };

async function linkOf(provider: TTestProvider): Promise<TLinks> {
  const response = await t.get('/api/ical/link', { token: provider.token });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const pathOf = (url: string) => new URL(url).pathname;

function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => ({
    vevent,
    event: new ICAL.Event(vevent),
  }));
  return { calendar, events };
}

function eventOf(text: string, bookingId: string) {
  const found = parseFeed(text).events.find((e) => e.event.uid === `${bookingId}@creneau`);
  if (!found) throw new Error(`no event for booking ${bookingId}`);
  return found;
}

describe('subscription link', () => {
  it('answers 401 to a guest', async () => {
    expect((await t.get('/api/ical/link')).statusCode).toBe(401);
    expect((await t.post('/api/ical/link/rotate')).statusCode).toBe(401);
  });

  it('is created once, then stays the same; https and webcal point at the same feed', async () => {
    const first = await linkOf(a);
    expect(first.httpsUrl).toMatch(
      new RegExp(`^https://rdv\\.exemple\\.fr/api/ical/${a.id}/[A-Za-z0-9_-]{43}\\.ics$`),
    );
    expect(first.webcalUrl).toBe(first.httpsUrl.replace('https://', 'webcal://'));
    expect(await linkOf(a)).toEqual(first);
    expect((await t.get(pathOf(first.httpsUrl))).statusCode).toBe(200);
  });

  it('rotation kills the old address at once and the new one works', async () => {
    const old = await linkOf(a);
    const response = await t.post('/api/ical/link/rotate', undefined, { token: a.token });
    expect(response.statusCode).toBe(200);
    const fresh: TLinks = response.json();
    expect(fresh.httpsUrl).not.toBe(old.httpsUrl);
    expect(await linkOf(a)).toEqual({ success: true, ...fresh });
    const dead = await t.get(pathOf(old.httpsUrl));
    expect(dead.statusCode).toBe(404);
    expect(dead.json()).toEqual(NEUTRAL_404);
    expect((await t.get(pathOf(fresh.httpsUrl))).statusCode).toBe(200);
  });

  it('refuses another provider’s secret, unknown ids and malformed paths with the same 404', async () => {
    const mine = await linkOf(a);
    const theirs = await linkOf(b);
    const secretOf = (url: string) => pathOf(url).split('/').pop() ?? '';
    const attempts = [
      `/api/ical/${a.id}/${secretOf(theirs.httpsUrl)}`,
      `/api/ical/${randomUUID()}/${secretOf(mine.httpsUrl)}`,
      `/api/ical/${a.id}/${secretOf(mine.httpsUrl).replace('.ics', '')}`,
      `/api/ical/${a.id}/court.ics`,
      `/api/ical/pas-un-uuid/${secretOf(mine.httpsUrl)}`,
    ];
    for (const url of attempts) {
      const response = await t.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(NEUTRAL_404);
    }
  });
});

describe('feed', () => {
  it('is an RFC 5545 calendar named after the provider, in their zone, with caching headers', async () => {
    const response = await t.get(pathOf((await linkOf(a)).httpsUrl));
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const { calendar } = parseFeed(response.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toContain('Créneau');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Créneau — Salon Léa');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Paris');
  });

  it('places appointments on both DST Sundays of 2026 at the right UTC instants', async () => {
    // 10:00 in Paris: UTC+1 before the change, UTC+2 after 29 March, UTC+1 again after 25 October.
    const spring = await insertBooking(new Date('2026-03-29T08:00:00Z'));
    const autumn = await insertBooking(new Date('2026-10-25T09:00:00Z'));
    const text = (await t.get(pathOf((await linkOf(a)).httpsUrl))).body;
    expect(eventOf(text, spring.id).event.startDate.toJSDate().toISOString()).toBe(
      '2026-03-29T08:00:00.000Z',
    );
    expect(eventOf(text, spring.id).event.endDate.toJSDate().toISOString()).toBe('2026-03-29T08:30:00.000Z');
    expect(eventOf(text, autumn.id).event.startDate.toJSDate().toISOString()).toBe(
      '2026-10-25T09:00:00.000Z',
    );
    expect(text).toContain('DTSTART:20260329T080000Z');
    expect(text).toContain('DTSTART:20261025T090000Z');
  });

  it('says who comes for what, with the client’s details, the address and a confirmed status', async () => {
    const booking = await insertBooking(new Date('2026-03-05T13:00:00Z'));
    const text = (await t.get(pathOf((await linkOf(a)).httpsUrl))).body;
    const { event, vevent } = eventOf(text, booking.id);
    expect(event.summary).toBe('Coupe — Jeanne Petit');
    expect(event.description).toBe(
      'Client : Jeanne Petit\nTéléphone : 06 12 34 56 78\nE-mail : jeanne@exemple.fr\nNote : Première visite\nStatut : Confirmé',
    );
    expect(event.location).toBe('3 rue des Lilas, 75011 Paris');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.sequence).toBe(0);
    expect(vevent.getFirstProperty('dtstamp')).not.toBeNull();
  });

  it('keeps a cancelled booking as STATUS:CANCELLED', async () => {
    const booking = await insertBooking(new Date('2026-03-06T13:00:00Z'), {
      status: 'cancelled',
      sequence: 1,
      cancelledAt: NOW,
      cancelledBy: 'client',
    });
    const text = (await t.get(pathOf((await linkOf(a)).httpsUrl))).body;
    const { event, vevent } = eventOf(text, booking.id);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.sequence).toBe(1);
    expect(event.description).toContain('Statut : Annulé');
  });

  it('bumps SEQUENCE and moves the event when the provider reschedules, keeping the UID', async () => {
    const booking = await insertBooking(new Date('2026-03-10T09:00:00Z'));
    const url = pathOf((await linkOf(a)).httpsUrl);
    const before = eventOf((await t.get(url)).body, booking.id).event;
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${booking.id}`,
      payload: { start: '2026-03-11T10:00:00Z' },
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(moved.statusCode).toBe(200);
    const after = eventOf((await t.get(url)).body, booking.id).event;
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.startDate.toJSDate().toISOString()).toBe('2026-03-11T10:00:00.000Z');
  });

  it('holds the last 90 days but not older bookings, nor other providers’ ones', async () => {
    const recent = await insertBooking(new Date(NOW.getTime() - 89 * DAY));
    const old = await insertBooking(new Date(NOW.getTime() - 91 * DAY));
    const otherService = await createService(t.deps, b.id, { name: 'Bilan' });
    await insertBooking(new Date('2026-03-12T09:00:00Z'), { providerId: b.id, serviceId: otherService.id });
    const text = (await t.get(pathOf((await linkOf(a)).httpsUrl))).body;
    const uids = parseFeed(text).events.map((e) => e.event.uid);
    expect(uids).toContain(`${recent.id}@creneau`);
    expect(uids).not.toContain(`${old.id}@creneau`);
    expect(text).not.toContain('Bilan');
  });

  it('answers 304 to If-None-Match with the current ETag, and a new ETag after a change', async () => {
    const url = pathOf((await linkOf(a)).httpsUrl);
    const first = await t.get(url);
    const etag = String(first.headers.etag);
    const cached = await t.get(url, { headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect(cached.headers.etag).toBe(etag);
    await insertBooking(new Date('2026-03-13T09:00:00Z'));
    const changed = await t.get(url, { headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});
