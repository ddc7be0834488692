import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TQuestion } from '../../../shared/schemas/service-options';
import { createTestApp, type TestApp, type TOutboxEmail } from '../../../test/app';
import {
  bookingBody,
  createProvider,
  createService,
  localStart,
  openEveryDay,
  type TTestProvider,
} from '../../../test/booking-factories';
import { nextTestIp } from '../../../test/factories';
import { bookings } from '../../db/schema';
import { ADDRESS_REQUIRED_MESSAGE, PHONE_REQUIRED_MESSAGE } from './booking-extras';

/** Issue 32 on the server: intake answers, « Téléphone obligatoire » and the place of a booking. */

const OFFICE = '3 rue des Lilas, 75011 Paris';
const OWN_VISIO = 'https://visio.cabinet-lea.fr/salle';
const ROOM = /^https:\/\/meet\.jit\.si\/creneau-[a-z2-7]{26}$/;

const QUESTIONS: TQuestion[] = [
  { id: 'allergies', label: 'Allergies ?', type: 'text', required: true },
  {
    id: 'soins',
    label: 'Soins souhaités',
    type: 'multichoice',
    required: false,
    options: ['Coupe', 'Couleur'],
  },
  { id: 'premiere', label: 'Première visite', type: 'checkbox', required: false },
];

let t: TestApp;
let provider: TTestProvider;
let asked: { id: string };
let visio: { id: string };
let ownVisio: { id: string };
let call: { id: string };
let home: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  provider = await createProvider(t, { address: OFFICE, phone: '01 23 45 67 89' });
  asked = await createService(t.deps, provider.id, { name: 'Coloration', questions: QUESTIONS });
  visio = await createService(t.deps, provider.id, { name: 'Bilan visio', location: { type: 'video' } });
  ownVisio = await createService(t.deps, provider.id, {
    name: 'Suivi visio',
    location: { type: 'video', videoBaseUrl: OWN_VISIO },
  });
  call = await createService(t.deps, provider.id, {
    name: 'Conseil',
    location: { type: 'phone' },
    phoneRequired: true,
  });
  home = await createService(t.deps, provider.id, { name: 'Coupe à domicile', location: { type: 'home' } });
  await openEveryDay(t.deps, provider.id);
});
afterAll(() => t.close());

const book = (body: unknown) =>
  t.post(`/api/public/providers/${provider.id}/bookings`, body, { ip: nextTestIp() });
const tokenOf = (created: { manageUrl: string }) => created.manageUrl.split('/').pop() ?? '';
const countBookings = async () =>
  (await t.deps.database.db.select().from(bookings).where(eq(bookings.providerId, provider.id))).length;

function icsEvent(email: TOutboxEmail | undefined) {
  const [attachment] = email?.attachments ?? [];
  const calendar = new ICAL.Component(
    ICAL.parse(Buffer.from(attachment?.contentBase64 ?? '', 'base64').toString()),
  );
  return calendar.getFirstSubcomponent('vevent');
}

describe('intake answers', () => {
  it('stores the answers with the questions as asked: a later new label leaves them alone', async () => {
    const response = await book({
      ...bookingBody(asked.id, localStart(t, 2, '09:00'), { email: 'answers@exemple.fr' }),
      answers: { allergies: ' Pollen ', soins: ['Couleur'], premiere: true },
    });
    expect(response.statusCode).toBe(201);
    const { booking } = response.json();
    const stored = [
      { questionId: 'allergies', label: 'Allergies ?', type: 'text', value: 'Pollen' },
      { questionId: 'soins', label: 'Soins souhaités', type: 'multichoice', value: ['Couleur'] },
      { questionId: 'premiere', label: 'Première visite', type: 'checkbox', value: true },
    ];
    expect(booking.answers).toEqual(stored);

    const relabelled = QUESTIONS.map((q) => ({ ...q, label: `${q.label} (v2)` }));
    const patch = await t.patch(
      `/api/services/${asked.id}`,
      { questions: relabelled },
      { token: provider.token },
    );
    expect(patch.statusCode).toBe(200);
    const read = await t.get(`/api/bookings/${booking.id}`, { token: provider.token });
    expect(read.json().booking.answers).toEqual(stored);

    // The provider's notice lists them as plain text; the client's e-mail does not repeat them.
    const notice = await t.lastEmailTo(provider.email);
    expect(notice?.text).toContain('Allergies ? : Pollen');
    expect(notice?.text).toContain('Première visite : Oui');
    expect((await t.lastEmailTo('answers@exemple.fr'))?.text).not.toContain('Pollen');
    await t.patch(`/api/services/${asked.id}`, { questions: QUESTIONS }, { token: provider.token });
  });

  it('refuses bad answers with a 400 naming answers.{id}, and saves nothing', async () => {
    const before = await countBookings();
    const body = (answers: unknown) => ({ ...bookingBody(asked.id, localStart(t, 2, '10:00')), answers });
    const cases: Array<[unknown, string, string]> = [
      [{ soins: ['Coupe'] }, 'answers.allergies', 'Cette réponse est requise'],
      [{ allergies: '   ' }, 'answers.allergies', 'Cette réponse est requise'],
      [{ allergies: 'Non', inconnue: 'x' }, 'answers.inconnue', 'Question inconnue'],
      [{ allergies: 'a\u0000b' }, 'answers.allergies', expect.stringContaining('caractère nul')],
      [{ allergies: 'a\u0007b' }, 'answers.allergies', expect.stringContaining('La réponse')],
      [
        { allergies: 'Non', soins: ['Coupe', 'Brushing'] },
        'answers.soins',
        'Choisissez une des réponses proposées',
      ],
      [{ allergies: 'Non', premiere: 'oui' }, 'answers.premiere', 'Réponse invalide'],
    ] as Array<[unknown, string, string]>;
    for (const [answers, field, message] of cases) {
      const response = await book(body(answers));
      expect(response.statusCode, JSON.stringify(answers)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION', field, message });
    }
    expect(await countBookings()).toBe(before);
  });

  it('lets the provider book by hand without the required answers, never with a wrong one', async () => {
    const manual = (answers: unknown, start: string) => ({
      serviceId: asked.id,
      start,
      client: { name: 'Paul Durand', phone: '06 00 00 00 00' },
      answers,
      notifyClient: false,
    });
    const created = await t.post('/api/bookings', manual({}, localStart(t, 3, '09:00')), {
      token: provider.token,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().booking.answers).toEqual([]);
    const unknown = await t.post('/api/bookings', manual({ autre: 'x' }, localStart(t, 3, '10:00')), {
      token: provider.token,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'answers.autre' });
    const wrongType = await t.post('/api/bookings', manual({ soins: 'Coupe' }, localStart(t, 3, '10:00')), {
      token: provider.token,
    });
    expect(wrongType.json()).toMatchObject({ field: 'answers.soins' });
  });
});

describe('« Téléphone obligatoire » and the phone appointment', () => {
  it('refuses a public booking without a phone; the call never sends the office address', async () => {
    const before = await countBookings();
    const start = localStart(t, 4, '09:00');
    const noPhone = await book(bookingBody(call.id, start, { phone: '' }));
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json()).toMatchObject({ field: 'client.phone', message: PHONE_REQUIRED_MESSAGE });
    expect(await countBookings()).toBe(before);

    const created = await book(bookingBody(call.id, start, { email: 'appel@exemple.fr' }));
    expect(created.statusCode).toBe(201);
    expect(created.json().booking.location).toEqual({ type: 'phone', clientAddress: '', videoUrl: null });
    const email = await t.lastEmailTo('appel@exemple.fr');
    expect(email?.text).toContain('Au téléphone : Salon Léa vous appellera au 06 12 34 56 78');
    for (const body of [email?.text, email?.html]) expect(body).not.toContain('rue des Lilas');
    expect(icsEvent(email)?.getFirstPropertyValue('location')).toBe('Au téléphone');
    const view = await t.get(`/api/public/bookings/by-token/${tokenOf(created.json())}`);
    expect(view.json().provider.address).toBe('');
  });
});

describe('« À domicile »', () => {
  it("needs the client's address on the public page, and gives it, never the office's", async () => {
    const start = localStart(t, 4, '11:00');
    const noAddress = await book(bookingBody(home.id, start));
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json()).toMatchObject({ field: 'client.address', message: ADDRESS_REQUIRED_MESSAGE });

    const address = '12 rue Haute, 69001 Lyon';
    const body = bookingBody(home.id, start, { email: 'domicile@exemple.fr' });
    const created = await book({ ...body, client: { ...body.client, address } });
    expect(created.statusCode).toBe(201);
    expect(created.json().booking.location).toEqual({ type: 'home', clientAddress: address, videoUrl: null });
    const email = await t.lastEmailTo('domicile@exemple.fr');
    expect(email?.text).toContain(`À domicile : ${address}`);
    expect(email?.text).not.toContain('rue des Lilas');
    expect(icsEvent(email)?.getFirstPropertyValue('location')).toBe(address);
  });
});

describe('« En visio »', () => {
  it('gives each booking its own room, in the e-mail, the .ics and the manage page', async () => {
    const first = await book(
      bookingBody(visio.id, localStart(t, 5, '09:00'), { email: 'visio1@exemple.fr' }),
    );
    const second = await book(
      bookingBody(visio.id, localStart(t, 5, '10:00'), { email: 'visio2@exemple.fr' }),
    );
    const room = first.json().booking.location.videoUrl;
    expect(room).toMatch(ROOM);
    expect(second.json().booking.location.videoUrl).toMatch(ROOM);
    expect(second.json().booking.location.videoUrl).not.toBe(room);

    const email = await t.lastEmailTo('visio1@exemple.fr');
    expect(email?.text).toContain(`En visio : ${room}`);
    expect(email?.html).toContain(`href="${room}"`);
    for (const body of [email?.text, email?.html]) expect(body).not.toContain('rue des Lilas');
    const event = icsEvent(email);
    expect(event?.getFirstPropertyValue('location')).toBe(room);
    expect(event?.getFirstPropertyValue('url')).toBe(room);

    const view = (await t.get(`/api/public/bookings/by-token/${tokenOf(first.json())}`)).json();
    expect(view.booking.location).toEqual({ type: 'video', clientAddress: '', videoUrl: room });
    expect(view.provider.address).toBe('');
  });

  it("makes the rooms under the provider's own base", async () => {
    const created = await book(bookingBody(ownVisio.id, localStart(t, 5, '11:00')));
    expect(created.json().booking.location.videoUrl).toMatch(
      /^https:\/\/visio\.cabinet-lea\.fr\/salle\/creneau-[a-z2-7]{26}$/,
    );
  });

  it('keeps the room and the answers when the client moves the booking', async () => {
    const created = (
      await book(bookingBody(visio.id, localStart(t, 6, '09:00'), { email: 'deplace@exemple.fr' }))
    ).json();
    const moved = await t.post(`/api/public/bookings/${created.booking.id}/reschedule`, {
      token: tokenOf(created),
      start: localStart(t, 6, '15:00'),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().booking.location).toEqual(created.booking.location);
    const email = await t.lastEmailTo('deplace@exemple.fr');
    expect(email?.kind).toBe('booking_rescheduled_client');
    expect(email?.text).toContain(`En visio : ${created.booking.location.videoUrl}`);
  });

  it('never shows a room nor its base on the public page', async () => {
    const profile = await t.get(`/api/public/providers/${provider.id}`);
    expect(profile.statusCode).toBe(200);
    const services = profile.json().provider.services;
    expect(services.find((s: { id: string }) => s.id === ownVisio.id).location).toEqual({ type: 'video' });
    expect(profile.body).not.toContain('meet.jit.si');
    expect(profile.body).not.toContain('visio.cabinet-lea.fr');
    expect(profile.body).not.toContain('videoBaseUrl');
  });
});
