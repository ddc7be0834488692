import { eq, inArray } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProvider, createService, type TTestProvider } from '../../../test/booking-factories';
import { DAY_MS, insertBooking } from '../../../test/client-bookings';
import { bookingReminders, bookings, clientNotes } from '../../db/schema';
import { ANONYMISED_CLIENT_NAME } from '../bookings/api';
import { keyOf } from './clients.test-support';

let t: TestApp;
let lea: TTestProvider;
let marc: TTestProvider;
let JEANNE: string;
let PAUL: string;
const at = (days: number) => new Date(t.clock.now().getTime() + days * DAY_MS);
const db = () => t.deps.database.db;

beforeAll(async () => {
  t = await createTestApp();
  lea = await createProvider(t);
  marc = await createProvider(t);
  JEANNE = keyOf(lea.id, 'jeanne@exemple.fr');
  PAUL = keyOf(lea.id, 'sans-email:paul durand:0698765432');
  const coupe = await createService(t.deps, lea.id, { name: 'Coupe' });
  const bilan = await createService(t.deps, marc.id, { name: 'Bilan' });
  const jeanne = { name: 'Jeanne Petit', email: 'jeanne@exemple.fr' };
  await insertBooking(t.deps, lea.id, coupe.id, at(-10), jeanne, 'completed');
  await insertBooking(t.deps, lea.id, coupe.id, at(-4), { name: 'Paul Durand', phone: '06 98 76 54 32' });
  await insertBooking(t.deps, lea.id, coupe.id, at(6), {
    name: 'Paul Durand',
    phone: '06.98.76.54.32',
    note: 'Code porte 1234',
  });
  // Another Paul, another phone: another client, who keeps his data.
  await insertBooking(t.deps, lea.id, coupe.id, at(8), { name: 'Paul Durand', phone: '07 11 11 11 11' });
  await insertBooking(t.deps, marc.id, bilan.id, at(2), { name: 'Paul Durand', phone: '06 98 76 54 32' });
  for (const key of [JEANNE, PAUL]) {
    await t.put(`/api/clients/${key}/note`, { note: `Note sur ${key}` }, { token: lea.token });
  }
  // The same person at Marc's has another key.
  const marcsPaul = keyOf(marc.id, 'sans-email:paul durand:0698765432');
  await t.put(`/api/clients/${marcsPaul}/note`, { note: 'Note de Marc' }, { token: marc.token });
});
afterAll(() => t?.close());

describe('a client’s data rights from their page, by key', () => {
  it('exports a client without e-mail, with the provider’s note; another provider gets 404', async () => {
    const response = await t.get(`/api/clients/${PAUL}/export`, { token: lea.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="donnees-client-/);
    const data = response.json();
    expect(data.client).toEqual({ name: 'Paul Durand', email: '', phone: '06.98.76.54.32' });
    expect(data.note).toEqual({ text: `Note sur ${PAUL}`, updatedAt: expect.any(String) });
    expect(data.bookings.map((b: { note: string }) => b.note)).toEqual(['', 'Code porte 1234']);
    expect(JSON.stringify(data)).not.toContain('Note de Marc');
    expect((await t.get(`/api/clients/${JEANNE}/export`, { token: marc.token })).statusCode).toBe(404);
  });

  it('puts the note in the e-mail export and in the provider’s own export', async () => {
    const response = await t.get('/api/gdpr/clients/export?email=JEANNE@exemple.fr', { token: lea.token });
    expect(response.json().note).toMatchObject({ text: `Note sur ${JEANNE}` });

    const zip = unzipSync(new Uint8Array((await t.get('/api/gdpr/export', { token: lea.token })).rawPayload));
    const clients = JSON.parse(strFromU8(zip['clients.json'] ?? new Uint8Array()));
    expect(clients.map((c: { phone: string; note: string }) => [c.phone, c.note])).toEqual(
      expect.arrayContaining([
        ['', `Note sur ${JEANNE}`],
        ['06.98.76.54.32', `Note sur ${PAUL}`],
        ['07 11 11 11 11', ''],
      ]),
    );
    expect(strFromU8(zip['clients.csv'] ?? new Uint8Array())).toContain(`Note sur ${PAUL}`);
  });

  it('erases exactly that client: bookings anonymised, reminders cancelled, note gone', async () => {
    // Marc has no client Jeanne: the same 404 as for nobody, and nothing happens.
    expect((await t.post(`/api/clients/${JEANNE}/erase`, undefined, { token: marc.token })).statusCode).toBe(
      404,
    );
    const response = await t.post(`/api/clients/${PAUL}/erase`, undefined, { token: lea.token });
    expect(response.json()).toEqual({ success: true, erased: 2 });

    const rows = await db().select().from(bookings).where(eq(bookings.providerId, lea.id));
    const erased = rows.filter((b) => b.clientName === ANONYMISED_CLIENT_NAME);
    expect(erased).toHaveLength(2);
    expect(erased.every((b) => b.clientPhone === '' && b.note === '')).toBe(true);
    const reminders = await db()
      .select()
      .from(bookingReminders)
      .where(
        inArray(
          bookingReminders.bookingId,
          erased.map((b) => b.id),
        ),
      );
    expect(reminders.map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
    expect(rows.filter((b) => b.clientName === 'Paul Durand').map((b) => b.clientPhone)).toEqual([
      '07 11 11 11 11',
    ]);
    const notes = await db().select().from(clientNotes);
    expect(notes.map((n) => n.note).sort()).toEqual(['Note de Marc', `Note sur ${JEANNE}`]);

    expect((await t.get(`/api/clients/${PAUL}`, { token: lea.token })).statusCode).toBe(404);
    expect((await t.post(`/api/clients/${PAUL}/erase`, undefined, { token: lea.token })).statusCode).toBe(
      404,
    );
    const list = (await t.get('/api/clients', { token: lea.token })).json();
    expect(list.clients.map((c: { phone: string }) => c.phone).sort()).toEqual(['', '07 11 11 11 11']);
    expect(list.total).toBe(2);
    // Marc's Paul is Marc's, under Marc's own key; Léa's key means nothing to Marc.
    const marcsPaul = keyOf(marc.id, 'sans-email:paul durand:0698765432');
    expect((await t.get(`/api/clients/${marcsPaul}`, { token: marc.token })).statusCode).toBe(200);
    expect((await t.get(`/api/clients/${PAUL}`, { token: marc.token })).statusCode).toBe(404);
  });

  it('deletes the note with an erasure by e-mail, and every note with the account', async () => {
    await t.post('/api/gdpr/clients/erase', { email: 'jeanne@exemple.fr' }, { token: lea.token });
    expect(await db().select().from(clientNotes).where(eq(clientNotes.providerId, lea.id))).toEqual([]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { authorization: `Bearer ${marc.token}` },
      payload: { password: marc.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await db().select().from(clientNotes)).toEqual([]);
  });
});
