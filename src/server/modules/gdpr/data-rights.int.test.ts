import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
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
import { DAY_MS, insertBooking } from '../../../test/client-bookings';
import { createUser, nextTestIp } from '../../../test/factories';
import { bookingReminders, bookings, idempotencyKeys } from '../../db/schema';
import { ANONYMISED_CLIENT_NAME } from '../bookings/api';
import { CLIENT_NOT_FOUND } from './client-data';

let t: TestApp;
let lea: TTestProvider;
let marc: TTestProvider;

/** Splits a `;` CSV (quoted fields, doubled quotes, CRLF rows) into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    i += 1;
    if (quoted && c === '"' && next === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ';') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && next === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += c;
    }
  }
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  lea = await createProvider(t, { displayName: 'Salon Léa' });
  marc = await createProvider(t, { displayName: 'Cabinet Marc' });
  const coupe = await createService(t.deps, lea.id, { name: 'Coupe « courte »' });
  const bilan = await createService(t.deps, marc.id, { name: 'Bilan' });
  await openEveryDay(t.deps, lea.id);
  const now = t.clock.now().getTime();
  await insertBooking(t.deps, lea.id, coupe.id, new Date(now - 10 * DAY_MS), {
    name: 'Jeanne Petit',
    email: 'Jeanne@Exemple.fr',
    phone: '06 12 34 56 78',
    note: 'Allergie; "parfums"',
  });
  await insertBooking(t.deps, lea.id, coupe.id, new Date(now + 5 * DAY_MS), {
    name: 'Jeanne Petit',
    email: 'jeanne@exemple.fr',
  });
  await insertBooking(t.deps, lea.id, coupe.id, new Date(now + 6 * DAY_MS), {
    name: 'Hélène Roux',
    email: 'helene@exemple.fr',
    phone: '07 00 00 00 00',
  });
  await insertBooking(t.deps, marc.id, bilan.id, new Date(now + 2 * DAY_MS), {
    name: 'Jeanne Petit',
    email: 'jeanne@exemple.fr',
    note: 'Chez Marc',
  });
});
afterAll(() => t?.close());

describe('GET /api/gdpr/export', () => {
  it('zips the provider’s own data in JSON and CSV, and nobody else’s', async () => {
    const response = await t.get('/api/gdpr/export', { token: lea.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="creneau-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'README.txt',
        'compte.json',
        'rendez-vous.csv',
        'clients.json',
        'prestations.csv',
      ]),
    );
    expect(text('README.txt')).toContain("Votre mot de passe n'est jamais exporté");

    const account = JSON.parse(text('compte.json'));
    expect(account).toMatchObject({ email: lea.email, name: 'Léa Martin' });
    expect(JSON.stringify(files)).not.toContain('argon2');
    expect(Object.values(files).some((f) => strFromU8(f).includes('argon2'))).toBe(false);

    const booked = JSON.parse(text('rendez-vous.json'));
    expect(booked).toHaveLength(3);
    expect(booked.map((b: { clientName: string }) => b.clientName)).not.toContain('Chez Marc');
    expect(JSON.stringify(booked)).not.toContain('Chez Marc');
    expect(JSON.parse(text('prestations.json')).map((s: { name: string }) => s.name)).toEqual([
      'Coupe « courte »',
    ]);
    expect(JSON.parse(text('disponibilites.json')).weekly).toHaveLength(7);
    const clients = JSON.parse(text('clients.json'));
    expect(clients.map((c: { email: string }) => c.email.toLowerCase()).sort()).toEqual([
      'helene@exemple.fr',
      'jeanne@exemple.fr',
    ]);

    // The UTF-8 BOM (TextDecoder drops it when decoding, so look at the bytes).
    expect([...(files['rendez-vous.csv'] ?? []).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = text('rendez-vous.csv');
    const rows = parseCsv(csv);
    expect(rows[0]).toContain('client');
    expect(rows).toHaveLength(4);
    const noteColumn = rows[0]?.indexOf('note') ?? -1;
    expect(rows.map((r) => r[noteColumn])).toContain('Allergie; "parfums"');
    expect(csv).not.toContain('Chez Marc');
  });

  it('is for providers only', async () => {
    expect((await t.get('/api/gdpr/export')).statusCode).toBe(401);
    const admin = await createUser(t.deps, { role: 'admin' });
    const token = await t.login(admin.email, admin.password);
    expect((await t.get('/api/gdpr/export', { token })).statusCode).toBe(403);
  });
});

describe('one customer’s data', () => {
  it('exports that customer’s bookings with this provider only, 404 for a stranger', async () => {
    const response = await t.get('/api/gdpr/clients/export?email=JEANNE@exemple.fr', { token: lea.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/);
    const data = response.json();
    expect(data.client).toEqual({
      name: 'Jeanne Petit',
      email: 'jeanne@exemple.fr',
      phone: '06 12 34 56 78',
    });
    expect(data.bookings).toHaveLength(2);
    expect(data.bookings[0]).toMatchObject({
      serviceName: 'Coupe « courte »',
      status: 'confirmed',
      note: 'Allergie; "parfums"',
    });

    const unknown = await t.get('/api/gdpr/clients/export?email=personne@exemple.fr', { token: lea.token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: CLIENT_NOT_FOUND });
    expect(
      (await t.get('/api/gdpr/clients/export?email=helene@exemple.fr', { token: marc.token })).statusCode,
    ).toBe(404);
  });

  it('erases one customer of this provider: the others and other providers keep theirs', async () => {
    const response = await t.post(
      '/api/gdpr/clients/erase',
      { email: 'jeanne@EXEMPLE.fr' },
      { token: lea.token },
    );
    expect(response.json()).toEqual({ success: true, erased: 2 });

    const db = t.deps.database.db;
    const leaRows = await db.select().from(bookings).where(eq(bookings.providerId, lea.id));
    const erased = leaRows.filter((b) => b.clientName === ANONYMISED_CLIENT_NAME);
    expect(erased).toHaveLength(2);
    for (const b of erased) {
      expect(b).toMatchObject({
        clientEmail: '',
        clientPhone: '',
        note: '',
        cancellationReason: null,
        status: 'confirmed',
      });
      const reminders = await db.select().from(bookingReminders).where(eq(bookingReminders.bookingId, b.id));
      expect(reminders.map((r) => r.status)).toEqual(['cancelled']);
    }
    const helene = leaRows.find((b) => b.clientEmail === 'helene@exemple.fr');
    expect(helene).toMatchObject({ clientName: 'Hélène Roux', clientPhone: '07 00 00 00 00' });
    const [atMarc] = await db.select().from(bookings).where(eq(bookings.providerId, marc.id));
    expect(atMarc).toMatchObject({
      clientName: 'Jeanne Petit',
      clientEmail: 'jeanne@exemple.fr',
      note: 'Chez Marc',
    });

    expect(
      (await t.get('/api/gdpr/clients/export?email=jeanne@exemple.fr', { token: lea.token })).statusCode,
    ).toBe(404);
    expect(
      (await t.post('/api/gdpr/clients/erase', { email: '' }, { token: lea.token })).json(),
    ).toMatchObject({
      success: false,
      field: 'email',
    });
  });

  it('forgets the stored answer of the customer’s booking, kept for Idempotency-Key retries', async () => {
    const [coupe] = await t.deps.database.db
      .select({ id: bookings.serviceId })
      .from(bookings)
      .where(eq(bookings.providerId, lea.id))
      .limit(1);
    // Seven days ahead: no booking of beforeAll falls on that day, whatever the hour the suite runs
    // (the one six days ahead, at this time of day, took 10:00 when the suite ran near 10:00 Paris).
    const book = (email: string, key: string, hhmm: string) =>
      t.post(
        `/api/public/providers/${lea.id}/bookings`,
        bookingBody(coupe?.id ?? '', localStart(t, 7, hhmm), { email }),
        { ip: nextTestIp(), headers: { 'idempotency-key': key } },
      );
    expect((await book('zoe@exemple.fr', 'cle-zoe', '10:00')).statusCode).toBe(201);
    expect((await book('paul@exemple.fr', 'cle-paul', '11:00')).statusCode).toBe(201);
    const keys = async () =>
      (await t.deps.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key);
    expect(await keys()).toEqual(expect.arrayContaining(['cle-zoe', 'cle-paul']));

    const response = await t.post(
      '/api/gdpr/clients/erase',
      { email: 'zoe@exemple.fr' },
      { token: lea.token },
    );
    expect(response.json()).toEqual({ success: true, erased: 1 });
    expect(await keys()).not.toContain('cle-zoe');
    expect(await keys()).toContain('cle-paul');
  });
});
