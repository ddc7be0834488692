import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProvider, createService, type TTestProvider } from '../../../test/booking-factories';
import { DAY_MS, insertBooking } from '../../../test/client-bookings';
import { clientNotes } from '../../db/schema';
import { keyOf } from './clients.test-support';
import { CLIENT_PAGE_NOT_FOUND } from './details';

let t: TestApp;
let lea: TTestProvider;
let marc: TTestProvider;
let JEANNE: string;
/** Paul booked by phone: no e-mail, his key comes from his name and his phone's digits. */
let PAUL: string;
const at = (days: number) => new Date(t.clock.now().getTime() + days * DAY_MS);

beforeAll(async () => {
  t = await createTestApp();
  lea = await createProvider(t);
  marc = await createProvider(t);
  JEANNE = keyOf(lea.id, 'jeanne@exemple.fr');
  PAUL = keyOf(lea.id, 'sans-email:paul durand:0698765432');
  const coupe = await createService(t.deps, lea.id, { name: 'Coupe' });
  const bilan = await createService(t.deps, marc.id, { name: 'Bilan' });
  const jeanne = { name: 'Jeanne Petit', email: 'Jeanne@Exemple.fr', phone: '06 12 34 56 78' };
  await insertBooking(t.deps, lea.id, coupe.id, at(-30), jeanne, 'completed');
  await insertBooking(t.deps, lea.id, coupe.id, at(-3), jeanne, 'cancelled');
  await insertBooking(t.deps, lea.id, coupe.id, at(7), { ...jeanne, email: 'jeanne@exemple.fr' });
  await insertBooking(t.deps, lea.id, coupe.id, at(-10), { name: 'Paul Durand', phone: '06 98 76 54 32' });
  await insertBooking(t.deps, lea.id, coupe.id, at(5), { name: 'Paul Durand', phone: '06.98.76.54.32' });
  await insertBooking(t.deps, marc.id, bilan.id, at(2), { name: 'Jeanne Petit', email: 'jeanne@exemple.fr' });
});
afterAll(() => t?.close());

const fiche = (key: string, token = lea.token) => t.get(`/api/clients/${key}`, { token });
const saveNote = (key: string, note: unknown, token = lea.token) =>
  t.put(`/api/clients/${key}/note`, { note }, { token });

describe('GET /api/clients/:key', () => {
  it('shows the client, their whole history with this provider and their visits', async () => {
    const response = await fiche(JEANNE);
    expect(response.statusCode).toBe(200);
    const { client } = response.json();
    expect(client).toMatchObject({
      key: JEANNE,
      name: 'Jeanne Petit',
      email: 'jeanne@exemple.fr',
      phone: '06 12 34 56 78',
      // The cancelled one and the one to come are not visits.
      visits: 1,
      lastVisit: at(-30).toISOString(),
      nextVisit: at(7).toISOString(),
      note: '',
      noteUpdatedAt: null,
    });
    expect(client.bookings).toEqual([
      expect.objectContaining({ serviceName: 'Coupe', status: 'completed', start: at(-30).toISOString() }),
      expect.objectContaining({ serviceName: 'Coupe', status: 'cancelled' }),
      expect.objectContaining({ serviceName: 'Coupe', status: 'confirmed', start: at(7).toISOString() }),
    ]);
    // Marc's booking under the same address is Marc's.
    expect(JSON.stringify(client)).not.toContain('Bilan');
  });

  it('answers 404 in French for nobody and for another provider’s client, 400 for a malformed key', async () => {
    for (const response of [
      await fiche(keyOf(lea.id, 'personne@exemple.fr')),
      await fiche(PAUL, marc.token),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: CLIENT_PAGE_NOT_FOUND, field: 'key' });
    }
    expect((await fiche('pas+une+clé')).json()).toMatchObject({ code: 'VALIDATION', field: 'key' });
    expect((await fiche(JEANNE.toUpperCase())).json()).toMatchObject({ code: 'VALIDATION', field: 'key' });
    expect((await t.get(`/api/clients/${JEANNE}`)).statusCode).toBe(401);
  });

  it('reaches a client with a very long e-mail address from the list: the key stays short', async () => {
    const email = `${'marc-antoine.de-la-rochefoucauld.'.repeat(6)}cabinet@exemple.fr`;
    const [service] = (await t.get('/api/services', { token: lea.token })).json().services;
    await insertBooking(t.deps, lea.id, service.id, at(9), { name: 'Marc-Antoine', email });
    const listed = (await t.get('/api/clients?q=rochefoucauld', { token: lea.token })).json().clients;
    expect(listed).toEqual([
      expect.objectContaining({ email, key: expect.stringMatching(/^[0-9a-f]{32}$/) }),
    ]);
    const response = await fiche(listed[0].key);
    expect(response.statusCode).toBe(200);
    expect(response.json().client).toMatchObject({ name: 'Marc-Antoine', email });
  });
});

describe('PUT /api/clients/:key/note', () => {
  it('saves the note, shows it on the page, and an empty one deletes it', async () => {
    const saved = await saveNote(PAUL, 'Préfère le matin\nAllergie au latex');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      success: true,
      note: 'Préfère le matin\nAllergie au latex',
      noteUpdatedAt: t.clock.now().toISOString(),
    });
    expect((await fiche(PAUL)).json().client.note).toBe('Préfère le matin\nAllergie au latex');
    await saveNote(PAUL, 'Rappeler la veille');
    expect((await fiche(PAUL)).json().client.note).toBe('Rappeler la veille');

    expect((await saveNote(JEANNE, '  ')).json()).toEqual({ success: true, note: '', noteUpdatedAt: null });
    const rows = await t.deps.database.db
      .select()
      .from(clientNotes)
      .where(eq(clientNotes.providerId, lea.id));
    expect(rows.map((r) => r.note)).toEqual(['Rappeler la veille']);
  });

  it('refuses a note too long, with a NUL or control character, and another provider’s client', async () => {
    for (const note of ['x'.repeat(5001), 'a\u0000b', 'a\u0007b', 42]) {
      const response = await saveNote(JEANNE, note);
      expect(response.statusCode, String(note).slice(0, 10)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION', field: 'note' });
    }
    expect((await saveNote(JEANNE, 'x'.repeat(5000))).statusCode).toBe(200);
    expect((await saveNote(PAUL, 'Intrus', marc.token)).statusCode).toBe(404);
    expect((await fiche(PAUL)).json().client.note).toBe('Rappeler la veille');
  });
});
