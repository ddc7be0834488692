import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBookingAnswer } from '../../../shared/schemas/service-options';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProvider, createService, type TTestProvider } from '../../../test/booking-factories';
import { DAY_MS, insertBooking } from '../../../test/client-bookings';
import { bookings } from '../../db/schema';
import { ANONYMISED_CLIENT_NAME } from '../bookings/api';
import { purgeExpiredClientData } from './api';

/** Issue 32: a booking's answers and place go with the client's data — exported, then erased. */

const ANSWERS: TBookingAnswer[] = [
  { questionId: 'allergies', label: 'Allergies ?', type: 'text', value: 'Pollen; "acariens"' },
  { questionId: 'soins', label: 'Soins', type: 'multichoice', value: ['Coupe', 'Couleur'] },
  { questionId: 'premiere', label: 'Première visite', type: 'checkbox', value: true },
];
const HOME = '12 rue Haute, 69001 Lyon';
const ROOM = 'https://meet.jit.si/creneau-abcdefghijklmnopqrstuvwxyz';

let t: TestApp;
let lea: TTestProvider;
let serviceId: string;

/** A booking of Léa's at `start` with answers and a place, as createBooking writes them. */
async function bookingWithExtras(start: Date, email: string, place: 'home' | 'video') {
  const row = await insertBooking(t.deps, lea.id, serviceId, start, { name: 'Jeanne Petit', email });
  await t.deps.database.db
    .update(bookings)
    .set({
      answers: ANSWERS,
      locationType: place,
      clientAddress: place === 'home' ? HOME : '',
      videoUrl: place === 'video' ? ROOM : null,
    })
    .where(eq(bookings.id, row.id));
  return row.id;
}

async function extrasOf(id: string) {
  const [row] = await t.deps.database.db.select().from(bookings).where(eq(bookings.id, id));
  return {
    clientName: row?.clientName,
    answers: row?.answers,
    clientAddress: row?.clientAddress,
    videoUrl: row?.videoUrl,
  };
}

const ERASED = { clientName: ANONYMISED_CLIENT_NAME, answers: [], clientAddress: '', videoUrl: null };

beforeAll(async () => {
  t = await createTestApp();
  lea = await createProvider(t);
  serviceId = (await createService(t.deps, lea.id)).id;
});
afterAll(() => t?.close());

describe('exports', () => {
  it("puts the answers, the place and the room in the provider's export, JSON and CSV", async () => {
    const now = t.clock.now().getTime();
    const id = await bookingWithExtras(new Date(now + 3 * DAY_MS), 'export@exemple.fr', 'home');
    const response = await t.get('/api/gdpr/export', { token: lea.token });
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
    const exported = JSON.parse(text('rendez-vous.json')).find((b: { id: string }) => b.id === id);
    expect(exported).toMatchObject({
      answers: ANSWERS,
      locationType: 'home',
      clientAddress: HOME,
      videoUrl: null,
    });
    const csv = text('rendez-vous.csv');
    const [header] = csv.split('\r\n');
    expect(header).toContain('réponses;lieu;adresse du client;lien visio');
    // One cell: « Libellé : réponse » joined by « ; », quoted because of its semicolons and quotes.
    expect(csv).toContain(
      '"Allergies ? : Pollen; ""acariens"" ; Soins : Coupe, Couleur ; Première visite : Oui";À domicile;12 rue Haute, 69001 Lyon;',
    );
  });

  it("puts them in one client's export", async () => {
    const now = t.clock.now().getTime();
    await bookingWithExtras(new Date(now + 4 * DAY_MS), 'client-export@exemple.fr', 'video');
    const response = await t.get('/api/gdpr/clients/export?email=client-export@exemple.fr', {
      token: lea.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().bookings).toEqual([
      expect.objectContaining({ answers: ANSWERS, locationType: 'video', clientAddress: '', videoUrl: ROOM }),
    ]);
  });
});

describe('erasure', () => {
  it("blanks the answers, the client's address and the room with the client", async () => {
    const now = t.clock.now().getTime();
    const home = await bookingWithExtras(new Date(now + 5 * DAY_MS), 'efface@exemple.fr', 'home');
    const video = await bookingWithExtras(new Date(now + 6 * DAY_MS), 'efface@exemple.fr', 'video');
    const kept = await bookingWithExtras(new Date(now + 7 * DAY_MS), 'garde@exemple.fr', 'video');
    const response = await t.post(
      '/api/gdpr/clients/erase',
      { email: 'efface@exemple.fr' },
      { token: lea.token },
    );
    expect(response.json()).toEqual({ success: true, erased: 2 });
    expect(await extrasOf(home)).toEqual(ERASED);
    expect(await extrasOf(video)).toEqual(ERASED);
    expect(await extrasOf(kept)).toMatchObject({ answers: ANSWERS, videoUrl: ROOM });
  });

  it('blanks them at the end of the retention period, even when nothing else is left', async () => {
    const now = t.clock.now();
    const old = await bookingWithExtras(new Date(now.getTime() - 400 * DAY_MS), 'ancien@exemple.fr', 'home');
    // Name and contact already gone (anonymised before issue 32), the answers still there.
    const leftover = await bookingWithExtras(
      new Date(now.getTime() - 401 * DAY_MS),
      'reste@exemple.fr',
      'video',
    );
    await t.deps.database.db
      .update(bookings)
      .set({ clientName: ANONYMISED_CLIENT_NAME, clientEmail: '', clientPhone: '', note: '' })
      .where(eq(bookings.id, leftover));
    const recent = await bookingWithExtras(new Date(now.getTime() + 8 * DAY_MS), 'recent@exemple.fr', 'home');

    expect(await purgeExpiredClientData(t.deps.database.db, t.deps.jobs, now)).toBe(2);
    expect(await extrasOf(old)).toEqual(ERASED);
    expect(await extrasOf(leftover)).toEqual(ERASED);
    expect(await extrasOf(recent)).toMatchObject({ answers: ANSWERS, clientAddress: HOME });
    // Nothing left to purge: the next run finds nothing.
    expect(await purgeExpiredClientData(t.deps.database.db, t.deps.jobs, now)).toBe(0);
  });
});
