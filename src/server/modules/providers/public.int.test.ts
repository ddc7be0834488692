import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signDpaFor } from '../../../test/booking-factories';
import { createUser, type TTestUser } from '../../../test/factories';
import { bookings } from '../../db/schema';

/** Monday 1 June 2026, 08:00 in Paris. */
const NOW = new Date('2026-06-01T06:00:00Z');
const MIN = 60_000;

describe('public provider API', () => {
  let t: TestApp;
  let alice: TTestUser;
  let token: string;
  let serviceId: string;
  let inactiveId: string;
  let bobServiceId: string;

  async function createService(body: Record<string, unknown>, as = token): Promise<string> {
    const response = await t.post(
      '/api/services',
      { durationMinutes: 60, priceCents: 5000, ...body },
      { token: as },
    );
    return response.json().service.id;
  }

  async function insertBooking(
    start: string,
    minutes: number,
    status: 'confirmed' | 'cancelled' = 'confirmed',
  ) {
    const startAt = new Date(start);
    const endAt = new Date(startAt.getTime() + minutes * MIN);
    await t.deps.database.db.insert(bookings).values({
      providerId: alice.id,
      serviceId,
      startAt,
      endAt,
      blockedFrom: new Date(startAt.getTime() - 15 * MIN),
      blockedTo: new Date(endAt.getTime() + 15 * MIN),
      timezone: 'Europe/Paris',
      status,
      source: 'public',
      clientName: 'Jeanne Client',
      clientEmail: 'jeanne@exemple.fr',
      manageTokenHash: randomUUID(),
    });
  }

  function localTimes(slots: Array<{ start: string }>): string[] {
    return slots.map((s) =>
      new Date(s.start).toLocaleTimeString('fr-FR', {
        timeZone: 'Europe/Paris',
        hour: '2-digit',
        minute: '2-digit',
      }),
    );
  }

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(NOW);
    alice = await createUser(t.deps, {
      name: 'Alice Martin',
      nom: 'Cabinet Martin',
      siret: '73282932000074',
    });
    token = await t.login(alice.email, alice.password);
    await signDpaFor(t.deps, alice.id);
    const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));
    await t.put('/api/availability', { timezone: 'Europe/Paris', weekly: weekdays }, { token });
    serviceId = await createService({
      name: 'Consultation',
      bufferBeforeMinutes: 15,
      bufferAfterMinutes: 15,
    });
    inactiveId = await createService({ name: 'En pause', active: false });
    const bob = await createUser(t.deps);
    bobServiceId = await createService({ name: 'Chez Bob' }, await t.login(bob.email, bob.password));
  });
  afterAll(() => t.close());

  describe('GET /api/public/providers/{id}', () => {
    it('shows the profile, the active services and the rules, and nothing private', async () => {
      const archivedId = await createService({ name: 'Ancienne' });
      await t.app.inject({
        method: 'DELETE',
        url: `/api/services/${archivedId}`,
        headers: { authorization: `Bearer ${token}` },
      });
      const response = await t.get(`/api/public/providers/${alice.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        provider: {
          id: alice.id,
          slug: null,
          displayName: 'Cabinet Martin',
          description: '',
          address: '',
          phone: '',
          timezone: 'Europe/Paris',
          logoUrl: null,
          brandColor: null,
          bookingOpen: true,
          quotaExhausted: false,
          contactEmail: null,
          waitlistEnabled: true,
          smsReminders: false,
          services: [
            {
              id: serviceId,
              name: 'Consultation',
              description: '',
              durationMinutes: 60,
              priceCents: 5000,
              capacity: 1,
              phoneRequired: false,
              questions: [],
              location: { type: 'in_person' },
              payment: { mode: 'none' },
              paymentTerms: '',
            },
          ],
          rules: {
            minNoticeMinutes: 120,
            maxAdvanceDays: 60,
            slotStepMinutes: 30,
            cancellationNoticeHours: 24,
          },
        },
      });
      expect(response.body).not.toContain(alice.email);
      expect(response.body).not.toContain('73282932000074');
    });

    it('answers 404 for an unknown id, a malformed id and an administrator', async () => {
      const admin = await createUser(t.deps, { role: 'admin' });
      for (const id of [randomUUID(), 'pas-un-uuid', admin.id]) {
        const response = await t.get(`/api/public/providers/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ success: false, message: 'Professionnel introuvable' });
      }
    });
  });

  describe('GET /api/public/providers/{id}/slots', () => {
    const tuesday = (id = serviceId) =>
      `/api/public/providers/${alice.id}/slots?serviceId=${id}&from=2026-06-02&to=2026-06-02`;

    it('lists the free slots of a day in UTC with the provider zone', async () => {
      const response = await t.get(tuesday());
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.timezone).toBe('Europe/Paris');
      expect(body.slots[0]).toEqual({
        start: '2026-06-02T07:00:00.000Z',
        end: '2026-06-02T08:00:00.000Z',
        remaining: 1,
      });
      expect(localTimes(body.slots)).toHaveLength(17);
      expect(localTimes(body.slots).at(-1)).toBe('17:00');
    });

    it('removes the slots a booking takes, with the buffers of both, and ignores cancelled ones', async () => {
      // 10:00–11:00 in Paris, blocked 09:45–11:15; a 60-minute slot with 15-minute buffers needs 11:30.
      await insertBooking('2026-06-02T08:00:00Z', 60);
      await insertBooking('2026-06-02T13:00:00Z', 60, 'cancelled');
      const times = localTimes((await t.get(tuesday())).json().slots);
      expect(times).toEqual([
        '11:30',
        '12:00',
        '12:30',
        '13:00',
        '13:30',
        '14:00',
        '14:30',
        '15:00',
        '15:30',
        '16:00',
        '16:30',
        '17:00',
      ]);
    });

    it('defaults to the next 31 days from now, after the minimum notice', async () => {
      const { slots } = (
        await t.get(`/api/public/providers/${alice.id}/slots?serviceId=${serviceId}`)
      ).json();
      // now = 08:00 in Paris, 2 hours of notice: the first slot is 10:00.
      expect(slots[0].start).toBe('2026-06-01T08:00:00.000Z');
      expect(new Date(slots.at(-1).start).getTime()).toBeLessThan(NOW.getTime() + 31 * 86_400_000);
      expect(slots.at(-1).start.slice(0, 10)).toBe('2026-07-01');
    });

    it('answers 404 for an inactive, unknown or foreign service, and for an unknown provider', async () => {
      for (const id of [inactiveId, randomUUID(), bobServiceId, 'abc']) {
        const response = await t.get(tuesday(id));
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Prestation introuvable');
      }
      const unknown = await t.get(`/api/public/providers/${randomUUID()}/slots?serviceId=${serviceId}`);
      expect(unknown.json()).toMatchObject({ message: 'Professionnel introuvable' });
    });

    it('validates the query in French, naming the field', async () => {
      const base = `/api/public/providers/${alice.id}/slots`;
      const missing = await t.get(base);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ field: 'serviceId', message: 'La prestation est requise' });
      const badFrom = await t.get(`${base}?serviceId=${serviceId}&from=demain`);
      expect(badFrom.json()).toMatchObject({
        field: 'from',
        message: 'Date invalide (AAAA-MM-JJ ou date et heure ISO 8601 attendue)',
      });
      const tooLong = await t.get(`${base}?serviceId=${serviceId}&from=2026-06-01&to=2026-08-15`);
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toMatchObject({
        field: 'to',
        message: 'La période demandée ne peut pas dépasser 62 jours',
      });
      const reversed = await t.get(
        `${base}?serviceId=${serviceId}&from=2026-06-10T00:00:00Z&to=2026-06-01T00:00:00Z`,
      );
      expect(reversed.json()).toMatchObject({
        field: 'to',
        message: 'La fin de la période doit suivre son début',
      });
    });

    it('accepts ISO datetimes as bounds', async () => {
      const url = `/api/public/providers/${alice.id}/slots?serviceId=${serviceId}&from=2026-06-03T07:00:00Z&to=2026-06-03T08:00:01%2B01:00`;
      expect((await t.get(url)).json().slots.map((s: { start: string }) => s.start)).toEqual([
        '2026-06-03T07:00:00.000Z',
      ]);
    });
  });

  describe('GET /api/public/providers/{id}/days', () => {
    it('marks each day of the month with or without a free slot', async () => {
      await t.post('/api/availability/overrides', { date: '2026-06-05' }, { token });
      const response = await t.get(
        `/api/public/providers/${alice.id}/days?serviceId=${serviceId}&month=2026-06`,
      );
      expect(response.statusCode).toBe(200);
      const { timezone, days } = response.json();
      expect(timezone).toBe('Europe/Paris');
      expect(days).toHaveLength(30);
      const open = days
        .filter((d: { available: boolean }) => d.available)
        .map((d: { date: string }) => d.date);
      // Weekdays of June, except Friday 5 (closed).
      expect(open).toHaveLength(21);
      expect(open).toContain('2026-06-01');
      expect(open).not.toContain('2026-06-05');
      expect(open).not.toContain('2026-06-06');
      const may = (
        await t.get(`/api/public/providers/${alice.id}/days?serviceId=${serviceId}&month=2026-05`)
      ).json();
      expect(may.days.every((d: { available: boolean }) => !d.available)).toBe(true);
    });

    it('validates the month and the service', async () => {
      const bad = await t.get(`/api/public/providers/${alice.id}/days?serviceId=${serviceId}&month=2026-13`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'month', message: 'Mois invalide (format AAAA-MM attendu)' });
      const inactive = await t.get(
        `/api/public/providers/${alice.id}/days?serviceId=${inactiveId}&month=2026-06`,
      );
      expect(inactive.statusCode).toBe(404);
    });
  });
});
