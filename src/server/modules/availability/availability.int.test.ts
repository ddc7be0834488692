import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';

describe('availability API', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;

  function remove(url: string, token: string) {
    return t.app.inject({ method: 'DELETE', url, headers: { authorization: `Bearer ${token}` } });
  }

  beforeAll(async () => {
    t = await createTestApp();
    const a = await createUser(t.deps);
    const b = await createUser(t.deps);
    alice = await t.login(a.email, a.password);
    bob = await t.login(b.email, b.password);
  });
  afterAll(() => t.close());

  describe('weekly hours', () => {
    it('starts empty in Europe/Paris', async () => {
      const response = await t.get('/api/availability', { token: alice });
      expect(response.json()).toEqual({ success: true, timezone: 'Europe/Paris', weekly: [] });
    });

    it('replaces the whole week with several ranges a day, sorted, and stores the time zone', async () => {
      const week = {
        timezone: 'Europe/Brussels',
        weekly: [
          { weekday: 1, start: '14:00', end: '18:30' },
          { weekday: 1, start: '09:00', end: '12:00' },
          { weekday: 6, start: '10:00', end: '24:00' },
        ],
      };
      const saved = await t.put('/api/availability', week, { token: alice });
      expect(saved.statusCode).toBe(200);
      const expected = {
        success: true,
        timezone: 'Europe/Brussels',
        weekly: [
          { weekday: 1, start: '09:00', end: '12:00' },
          { weekday: 1, start: '14:00', end: '18:30' },
          { weekday: 6, start: '10:00', end: '24:00' },
        ],
      };
      expect(saved.json()).toEqual(expected);
      expect((await t.get('/api/availability', { token: alice })).json()).toEqual(expected);
      expect((await t.get('/api/provider/profile', { token: alice })).json().profile.timezone).toBe(
        'Europe/Brussels',
      );

      const replaced = await t.put(
        '/api/availability',
        { timezone: 'Europe/Paris', weekly: [{ weekday: 2, start: '08:00', end: '12:00' }] },
        { token: alice },
      );
      expect(replaced.json().weekly).toEqual([{ weekday: 2, start: '08:00', end: '12:00' }]);
    });

    it('refuses overlapping ranges of one day, naming the later range, and keeps the stored week', async () => {
      const response = await t.put(
        '/api/availability',
        {
          timezone: 'Europe/Paris',
          weekly: [
            { weekday: 3, start: '09:00', end: '12:00' },
            { weekday: 4, start: '09:00', end: '12:00' },
            { weekday: 3, start: '13:00', end: '17:00' },
            { weekday: 3, start: '11:30', end: '13:00' },
          ],
        },
        { token: alice },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: 'VALIDATION',
        message: 'Cette plage horaire chevauche une autre plage du même jour',
        field: 'weekly.3.start',
      });
      expect((await t.get('/api/availability', { token: alice })).json().weekly).toEqual([
        { weekday: 2, start: '08:00', end: '12:00' },
      ]);
    });

    it('refuses a reversed range, a bad time, a bad weekday and an unknown zone, naming the field', async () => {
      const put = (body: unknown) => t.put('/api/availability', body, { token: alice });
      const reversed = await put({
        timezone: 'Europe/Paris',
        weekly: [{ weekday: 1, start: '12:00', end: '09:00' }],
      });
      expect(reversed.json()).toMatchObject({
        field: 'weekly.0.end',
        message: "L'heure de fin doit suivre l'heure de début",
      });
      const badTime = await put({
        timezone: 'Europe/Paris',
        weekly: [{ weekday: 1, start: '9h', end: '12:00' }],
      });
      expect(badTime.json()).toMatchObject({
        field: 'weekly.0.start',
        message: 'Heure invalide (format HH:MM attendu)',
      });
      const badDay = await put({
        timezone: 'Europe/Paris',
        weekly: [{ weekday: 8, start: '09:00', end: '12:00' }],
      });
      expect(badDay.json()).toMatchObject({ field: 'weekly.0.weekday' });
      const zone = await put({ timezone: 'Lune/Tranquillité', weekly: [] });
      expect(zone.json()).toMatchObject({ field: 'timezone', message: 'Fuseau horaire inconnu' });
    });

    it('never mixes two weeks saved at the same time', async () => {
      const weeks = Array.from({ length: 8 }, (_, i) => ({
        timezone: 'Europe/Paris',
        weekly: [1, 2, 3].map((weekday) => ({ weekday, start: `0${i + 1}:00`, end: '12:00' })),
      }));
      const responses = await Promise.all(
        weeks.map((week) => t.put('/api/availability', week, { token: bob })),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(weeks.map(() => 200));
      const stored = (await t.get('/api/availability', { token: bob })).json().weekly;
      expect(weeks.map((w) => w.weekly)).toContainEqual(stored);
      await t.put('/api/availability', { timezone: 'Europe/Paris', weekly: [] }, { token: bob });
    });

    it('keeps each provider to their own week', async () => {
      expect((await t.get('/api/availability', { token: bob })).json().weekly).toEqual([]);
    });
  });

  describe('overrides', () => {
    it('saves a closed day and special hours, one per date, the second POST replacing the first', async () => {
      const closed = await t.post(
        '/api/availability/overrides',
        { date: '2026-12-25', note: 'Noël' },
        { token: alice },
      );
      expect(closed.statusCode).toBe(201);
      expect(closed.json().override).toEqual({
        id: expect.any(String),
        date: '2026-12-25',
        ranges: [],
        note: 'Noël',
      });

      const special = await t.post(
        '/api/availability/overrides',
        {
          date: '2026-12-24',
          ranges: [
            { start: '14:00', end: '16:00' },
            { start: '09:00', end: '12:00' },
          ],
        },
        { token: alice },
      );
      expect(special.json().override.ranges).toEqual([
        { start: '09:00', end: '12:00' },
        { start: '14:00', end: '16:00' },
      ]);

      const again = await t.post(
        '/api/availability/overrides',
        { date: '2026-12-25', ranges: [{ start: '10:00', end: '11:00' }] },
        { token: alice },
      );
      expect(again.statusCode).toBe(201);
      expect(again.json().override).toMatchObject({
        date: '2026-12-25',
        ranges: [{ start: '10:00', end: '11:00' }],
        note: '',
      });

      const list = (await t.get('/api/availability/overrides', { token: alice })).json().overrides;
      expect(list.map((o: { date: string }) => o.date)).toEqual(['2026-12-24', '2026-12-25']);
      const filtered = await t.get('/api/availability/overrides?from=2026-12-25&to=2026-12-31', {
        token: alice,
      });
      expect(filtered.json().overrides.map((o: { date: string }) => o.date)).toEqual(['2026-12-25']);
    });

    it('refuses overlapping ranges, an impossible date and bad filters, naming the field', async () => {
      const overlap = await t.post(
        '/api/availability/overrides',
        {
          date: '2027-01-02',
          ranges: [
            { start: '09:00', end: '12:00' },
            { start: '08:00', end: '09:30' },
          ],
        },
        { token: alice },
      );
      expect(overlap.statusCode).toBe(400);
      expect(overlap.json()).toMatchObject({
        field: 'ranges.0.start',
        message: 'Cette plage horaire chevauche une autre plage du même jour',
      });
      const impossible = await t.post(
        '/api/availability/overrides',
        { date: '2027-02-30' },
        { token: alice },
      );
      expect(impossible.json()).toMatchObject({
        field: 'date',
        message: 'La date doit exister et être comprise entre le 1er janvier 2000 et le 31 décembre 2099',
      });
      const shape = await t.post('/api/availability/overrides', { date: '02/01/2027' }, { token: alice });
      expect(shape.json()).toMatchObject({
        field: 'date',
        message: 'Date invalide (format AAAA-MM-JJ attendu)',
      });
      const filter = await t.get('/api/availability/overrides?from=2027-13-01', { token: alice });
      expect(filter.statusCode).toBe(400);
      expect(filter.json().field).toBe('from');
    });

    it("deletes one's own override; another provider gets 404 and sees none of them", async () => {
      const { override } = (
        await t.post('/api/availability/overrides', { date: '2027-05-01' }, { token: alice })
      ).json();
      expect((await t.get('/api/availability/overrides', { token: bob })).json().overrides).toEqual([]);
      for (const response of [
        await remove(`/api/availability/overrides/${override.id}`, bob),
        await remove(`/api/availability/overrides/${randomUUID()}`, alice),
        await remove('/api/availability/overrides/nope', alice),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Exception introuvable');
      }
      expect((await remove(`/api/availability/overrides/${override.id}`, alice)).json()).toEqual({
        success: true,
      });
      const dates = (await t.get('/api/availability/overrides', { token: alice }))
        .json()
        .overrides.map((o: { date: string }) => o.date);
      expect(dates).not.toContain('2027-05-01');
    });
  });

  it('answers 401 to a guest', async () => {
    expect((await t.get('/api/availability')).statusCode).toBe(401);
    expect((await t.put('/api/availability', { timezone: 'x' })).statusCode).toBe(401);
    expect((await t.post('/api/availability/overrides', {})).statusCode).toBe(401);
  });
});
