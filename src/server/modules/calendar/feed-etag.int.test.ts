import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { bookingBody, createProvider, createService, openEveryDay } from '../../../test/booking-factories';
import { bookings } from '../../db/schema';
import { ANONYMISED_CLIENT_NAME } from '../bookings/api';

const NOW = new Date('2026-03-01T09:00:00Z');
const PROFILE = { displayName: 'Salon Léa', description: '', address: '3 rue des Lilas', phone: '' };

let t: TestApp;
let token: string;
let providerId: string;
let serviceId: string;
let url: string;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://rdv.exemple.fr' } });
  t.clock.set(NOW);
  const provider = await createProvider(t, { displayName: PROFILE.displayName });
  token = provider.token;
  providerId = provider.id;
  serviceId = (await createService(t.deps, providerId, { name: 'Coupe', durationMinutes: 30 })).id;
  await openEveryDay(t.deps, providerId, '08:00', '20:00');
  url = new URL((await t.get('/api/ical/link', { token })).json().httpsUrl).pathname;
});
afterAll(() => t.close());

/** The feed's text with RFC 5545 folding undone. */
const unfold = (body: string) => body.replace(/\r\n /g, '');

const feed = (etag?: string) => t.get(url, etag ? { headers: { 'if-none-match': etag } } : {});

async function currentEtag(): Promise<string> {
  const response = await feed();
  expect(response.statusCode).toBe(200);
  return String(response.headers.etag);
}

/** A booking through the API (as the provider would), returning its id. */
async function book(start: string, client: { name?: string } = {}): Promise<string> {
  const response = await t.post(
    '/api/bookings',
    { ...bookingBody(serviceId, start, client), notifyClient: false },
    { token },
  );
  expect(response.statusCode).toBe(201);
  return response.json().booking.id;
}

/** `change` makes the feed differ: the old ETag no longer gets a 304, the new one does. */
async function expectFeedChangedBy(change: () => Promise<unknown>): Promise<string> {
  const before = await currentEtag();
  expect((await feed(before)).statusCode).toBe(304);
  await change();
  const after = await feed(before);
  expect(after.statusCode).toBe(200);
  expect(after.body).toContain('BEGIN:VCALENDAR');
  const etag = String(after.headers.etag);
  expect(etag).not.toBe(before);
  expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
  const cached = await feed(etag);
  expect(cached.statusCode).toBe(304);
  expect(cached.headers.etag).toBe(etag);
  expect(cached.headers['cache-control']).toBe('private, max-age=300');
  expect(cached.body).toBe('');
  return etag;
}

describe('feed ETag', () => {
  it('is the same for the same content, and answers 304 to it (also within a list, or weak)', async () => {
    const etag = await currentEtag();
    expect(await currentEtag()).toBe(etag);
    expect((await feed(etag)).statusCode).toBe(304);
    expect((await feed(`"autre", W/${etag}`)).statusCode).toBe(304);
    expect((await feed('"autre"')).statusCode).toBe(200);
  });

  it('is gzipped for a calendar that accepts it, under its own ETag; either ETag gets its 304', async () => {
    const plain = await t.get(url);
    const gzipped = await t.get(url, { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const etag = String(gzipped.headers.etag);
    expect(etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-gzip"`);
    const again = await t.get(url, { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect((await feed(etag)).statusCode).toBe(304);
  });

  it('changes when a booking is created, moved, cancelled or its status changes', async () => {
    let id = '';
    await expectFeedChangedBy(async () => {
      id = await book('2026-03-10T09:00:00Z');
    });
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/bookings/${id}`,
        payload,
        headers: { authorization: `Bearer ${token}` },
      });
    await expectFeedChangedBy(async () =>
      expect((await patch({ start: '2026-03-11T10:00:00Z', notifyClient: false })).statusCode).toBe(200),
    );
    await expectFeedChangedBy(async () => expect((await patch({ note: 'Autre note' })).statusCode).toBe(200));
    await expectFeedChangedBy(async () =>
      expect((await t.post(`/api/bookings/${id}/cancel`, {}, { token })).statusCode).toBe(200),
    );
  });

  it('changes when the service is renamed or the profile changes, also when undone', async () => {
    await book('2026-03-12T09:00:00Z');
    const rename = async (name: string) =>
      expect((await t.patch(`/api/services/${serviceId}`, { name }, { token })).statusCode).toBe(200);
    await expectFeedChangedBy(() => rename('Coupe femme'));
    // The counters only go up: undoing a change is another change (a new ETag, not the old one).
    await expectFeedChangedBy(() => rename('Coupe'));
    const saveProfile = async (fields: Partial<typeof PROFILE & { timezone: string }>) => {
      const body = { ...PROFILE, timezone: 'Europe/Paris', ...fields };
      expect((await t.put('/api/provider/profile', body, { token })).statusCode).toBe(200);
    };
    await saveProfile({});
    await expectFeedChangedBy(() => saveProfile({ displayName: 'Salon Léa & Co' }));
    await expectFeedChangedBy(() => saveProfile({ address: '5 rue des Roses' }));
    await expectFeedChangedBy(() => saveProfile({ timezone: 'America/Montreal' }));
    const last = unfold((await feed()).body);
    expect(last).toContain('X-WR-TIMEZONE:America/Montreal');
    expect(last).toContain('LOCATION:3 rue des Lilas');
  });

  it('follows any write to the rows, even one that leaves updated_at and sequence alone', async () => {
    const id = await book('2026-03-13T09:00:00Z', { name: 'Paul Durand' });
    const db = t.deps.database.db;
    await expectFeedChangedBy(() =>
      db
        .update(bookings)
        .set({ clientName: ANONYMISED_CLIENT_NAME, clientEmail: '', clientPhone: '', note: '' })
        .where(eq(bookings.id, id)),
    );
    await expectFeedChangedBy(() =>
      db.update(bookings).set({ status: 'no_show' }).where(eq(bookings.id, id)),
    );
  });

  it('moves the window once a day at 00:00 UTC: a booking leaves it the next day, not before', async () => {
    // NOW is 1 March 2026: the window starts on 1 December 2025 at 00:00 UTC, 90 days before.
    const id = await book('2025-12-01T10:00:00Z');
    const uid = `UID:${id}@creneau`;
    try {
      const first = await feed();
      expect(first.body).toContain(uid);
      const etag = String(first.headers.etag);
      // Later the same day (UTC), 90 days after the booking's start and beyond: nothing moves.
      for (const at of ['2026-03-01T10:00:01Z', '2026-03-01T18:00:00Z', '2026-03-01T23:59:59.999Z']) {
        t.clock.set(new Date(at));
        expect((await feed(etag)).statusCode, at).toBe(304);
        expect(await currentEtag(), at).toBe(etag);
      }
      // The next day the window starts on 2 December: the booking is gone, the old ETag too.
      t.clock.set(new Date('2026-03-02T00:00:00Z'));
      const next = await feed(etag);
      expect(next.statusCode).toBe(200);
      expect(next.body).not.toContain(uid);
      const moved = String(next.headers.etag);
      expect(moved).not.toBe(etag);
      // And the window only changes again the day after, even with nothing leaving it.
      t.clock.set(new Date('2026-03-02T23:00:00Z'));
      expect((await feed(moved)).statusCode).toBe(304);
      t.clock.set(new Date('2026-03-03T00:00:00Z'));
      expect((await feed(moved)).statusCode).toBe(200);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('never answers 304 to an ETag of before a change, even with the body cached', async () => {
    const id = await book('2026-03-20T09:00:00Z', { name: 'Jeanne Roux' });
    const before = await currentEtag();
    // Twice: the second GET is answered from the rendered-body cache.
    expect(await currentEtag()).toBe(before);
    const db = t.deps.database.db;
    await db.update(bookings).set({ note: 'Changée en base' }).where(eq(bookings.id, id));
    const after = await feed(before);
    expect(after.statusCode).toBe(200);
    expect(unfold(after.body)).toContain('Note : Changée en base');
    expect(after.headers.etag).not.toBe(before);
    const again = await feed();
    expect(again.headers.etag).toBe(after.headers.etag);
    expect(again.body).toBe(after.body);
  });

  it('reads the rows only to render: not for a 304, nor for a 200 whose body is cached', async () => {
    // Rows are read in renderInSnapshot's transaction, and only there.
    const transactions = vi.spyOn(t.deps.database.db, 'transaction');
    try {
      await book('2026-03-21T09:00:00Z');
      transactions.mockClear();
      const rendered = await feed();
      expect(rendered.statusCode).toBe(200);
      expect(transactions).toHaveBeenCalledTimes(1);
      const etag = String(rendered.headers.etag);
      expect((await feed(etag)).statusCode).toBe(304);
      const cached = await feed();
      expect(cached.statusCode).toBe(200);
      expect(cached.headers.etag).toBe(etag);
      expect(cached.body).toBe(rendered.body);
      expect(transactions).toHaveBeenCalledTimes(1);
    } finally {
      transactions.mockRestore();
    }
  });

  it('answers the neutral 404 to a rotated or wrong address, whatever If-None-Match says', async () => {
    const etag = await currentEtag();
    expect((await t.post('/api/ical/link/rotate', undefined, { token })).statusCode).toBe(200);
    const stale = await feed(etag);
    expect(stale.statusCode).toBe(404);
    expect(stale.headers.etag).toBeUndefined();
    const wrong = await t.get(`/api/ical/${randomUUID()}/${url.split('/').pop()}`, {
      headers: { 'if-none-match': '*' },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Calendrier introuvable' });
    url = new URL((await t.get('/api/ical/link', { token })).json().httpsUrl).pathname;
    expect((await feed(etag)).statusCode).toBe(304);
  });
});
