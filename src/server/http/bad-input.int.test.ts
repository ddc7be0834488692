import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import {
  bookingBody,
  createProvider,
  createService,
  localStart,
  openEveryDay,
  type TTestProvider,
} from '../../test/booking-factories';
import { TOO_FAR_AHEAD_MESSAGE } from '../modules/availability/check-slot';
import { URL_MESSAGES } from './error-handler';

/** Monday 1 June 2026, 08:00 in Paris. */
const NOW = new Date('2026-06-01T06:00:00Z');
const RANGE = 'entre le 1er janvier 2000 et le 31 décembre 2099';

/** The inputs of the issue that gave 500s: each now gets a 400 naming its field, in French. */
describe('bad input gets a 400 naming the field, never a 500', () => {
  let t: TestApp;
  let provider: TTestProvider;
  let serviceId: string;
  let bookingId: string;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(NOW);
    provider = await createProvider(t);
    serviceId = (await createService(t.deps, provider.id)).id;
    await openEveryDay(t.deps, provider.id);
    const created = await t.post(
      `/api/public/providers/${provider.id}/bookings`,
      bookingBody(serviceId, localStart(t, 2, '10:00')),
    );
    bookingId = created.json().booking.id;
  });
  afterAll(() => t?.close());

  const manual = (start: string) =>
    t.post('/api/bookings', { serviceId, start, client: { name: 'Marc Durand' } }, { token: provider.token });

  it('refuses a public booking in year 9999 or year 0', async () => {
    for (const start of ['9999-12-31T10:00:00Z', '0000-01-01T10:00:00Z']) {
      const response = await t.post(
        `/api/public/providers/${provider.id}/bookings`,
        bookingBody(serviceId, start),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: `La date du rendez-vous doit être comprise ${RANGE}`,
        code: 'VALIDATION',
        field: 'start',
      });
    }
  });

  it('refuses the days of month 9999-12 and the slots from 9999-12-01', async () => {
    const days = await t.get(
      `/api/public/providers/${provider.id}/days?serviceId=${serviceId}&month=9999-12`,
    );
    expect(days.statusCode).toBe(400);
    expect(days.json()).toMatchObject({ field: 'month', message: `Le mois doit être compris ${RANGE}` });
    const slots = await t.get(
      `/api/public/providers/${provider.id}/slots?serviceId=${serviceId}&from=9999-12-01`,
    );
    expect(slots.statusCode).toBe(400);
    expect(slots.json()).toMatchObject({ field: 'from' });
  });

  it('refuses a NUL byte in a search, a text field and a header', async () => {
    const search = await t.get('/api/clients?q=a%00b', { token: provider.token });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({
      field: 'q',
      message: 'Le champ « q » contient le caractère nul (U+0000), refusé',
    });
    const name = await t.post(
      `/api/public/providers/${provider.id}/bookings`,
      bookingBody(serviceId, localStart(t, 3, '10:00'), { name: 'Jeanne\u0000' }),
    );
    expect(name.statusCode).toBe(400);
    expect(name.json()).toMatchObject({ field: 'client.name' });
    const login = await t.post('/api/auth/login', { email: 'a\u0000@exemple.fr', password: 'x' });
    expect(login.json()).toMatchObject({ field: 'email' });
    const key = await t.post(
      `/api/public/providers/${provider.id}/bookings`,
      bookingBody(serviceId, localStart(t, 3, '11:00')),
      { headers: { 'idempotency-key': 'a\u0000b' } },
    );
    expect(key.statusCode).toBe(400);
  });

  it('refuses other control characters where a person types one line, allows line breaks in notes', async () => {
    const service = await t.post(
      '/api/services',
      { name: 'Coupe\u0007', durationMinutes: 30, priceCents: 0 },
      { token: provider.token },
    );
    expect(service.statusCode).toBe(400);
    expect(service.json()).toMatchObject({
      field: 'name',
      message: 'Le nom de la prestation contient des caractères non autorisés (caractères de contrôle)',
    });
    const multiLine = await t.post(
      '/api/services',
      { name: 'Coupe', description: 'Shampooing\n\tcoupe', durationMinutes: 30, priceCents: 0 },
      { token: provider.token },
    );
    expect(multiLine.statusCode).toBe(201);
  });

  it('refuses JSON nested thousands of levels deep', async () => {
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { authorization: `Bearer ${provider.token}`, 'content-type': 'application/json' },
      payload: `{"reminderOffsetsMinutes":${deep}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Données trop imbriquées : 16 niveaux au plus',
    });
  });

  it('keeps the provider’s own bookings and moves between 2000 and three years from now', async () => {
    for (const start of ['1970-01-01T10:00:00Z', '9999-12-31T10:00:00Z']) {
      const response = await manual(start);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'start',
        message: `La date du rendez-vous doit être comprise ${RANGE}`,
      });
    }
    const fourYears = await manual('2030-06-03T08:00:00Z');
    expect(fourYears.statusCode).toBe(400);
    expect(fourYears.json()).toMatchObject({ field: 'start', message: TOO_FAR_AHEAD_MESSAGE });
    expect((await manual('2028-06-05T08:00:00Z')).statusCode).toBe(201);

    const patch = (start: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/bookings/${bookingId}`,
        headers: { authorization: `Bearer ${provider.token}` },
        payload: { start },
      });
    const to9999 = await patch('9999-12-31T10:00:00Z');
    expect(to9999.statusCode).toBe(400);
    expect(to9999.json()).toMatchObject({ field: 'start' });
    const tooFar = await patch('2031-01-06T09:00:00Z');
    expect(tooFar.json()).toMatchObject({ field: 'start', message: TOO_FAR_AHEAD_MESSAGE });
  });

  it('refuses a date exception in year 9999 or on a day that does not exist', async () => {
    for (const date of ['9999-12-31', '0000-01-01', '2027-02-30']) {
      const response = await t.post('/api/availability/overrides', { date }, { token: provider.token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'date',
        message: `La date doit exister et être comprise ${RANGE}`,
      });
    }
  });

  it('answers the router’s own refusals (parameter too long, broken encoding) with the French error body', async () => {
    const long = await t.get(`/api/public/bookings/by-token/${'x'.repeat(500)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ success: false, message: URL_MESSAGES.tooLong, code: 'URI_TOO_LONG' });
    const broken = await t.get('/api/public/providers/%E0%A4%A');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ success: false, message: URL_MESSAGES.invalid, code: 'BAD_REQUEST' });
  });
});
