import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';

type TOverride = { id: string; date: string; ranges: { start: string; end: string }[]; note: string };

describe('exceptions over a period, and public holidays (issue 15)', () => {
  let t: TestApp;
  let token: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp();
    const a = await createUser(t.deps);
    const b = await createUser(t.deps);
    token = await t.login(a.email, a.password);
    other = await t.login(b.email, b.password);
  });
  afterAll(() => t.close());

  it('closes « du 3 au 17 août » in one step, replacing a day that had special hours', async () => {
    await t.post(
      '/api/availability/overrides',
      { date: '2027-08-10', ranges: [{ start: '09:00', end: '12:00' }], note: 'Matin' },
      { token },
    );
    const saved = await t.post(
      '/api/availability/overrides/range',
      { from: '2027-08-03', to: '2027-08-17', ranges: [], note: 'Congés d’été' },
      { token },
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const days = saved.json<{ overrides: TOverride[] }>().overrides;
    expect(days).toHaveLength(15);
    expect(days[0]).toMatchObject({ date: '2027-08-03', ranges: [], note: 'Congés d’été' });
    expect(days.at(-1)?.date).toBe('2027-08-17');
    const listed = await t.get('/api/availability/overrides?from=2027-08-01&to=2027-08-31', { token });
    const august = listed.json<{ overrides: TOverride[] }>().overrides;
    expect(august).toHaveLength(15);
    expect(august.find((o) => o.date === '2027-08-10')).toMatchObject({ ranges: [], note: 'Congés d’été' });
    const theirs = await t.get('/api/availability/overrides?from=2027-08-01&to=2027-08-31', { token: other });
    expect(theirs.json<{ overrides: TOverride[] }>().overrides).toEqual([]);
  });

  it('refuses a period backwards, too long, or with overlapping hours, writing nothing', async () => {
    const backwards = await t.post(
      '/api/availability/overrides/range',
      { from: '2027-09-10', to: '2027-09-01', ranges: [] },
      { token },
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      field: 'to',
      message: 'La date de fin doit suivre la date de début',
    });
    const long = await t.post(
      '/api/availability/overrides/range',
      { from: '2027-01-01', to: '2028-12-31', ranges: [] },
      { token },
    );
    expect(long.json()).toMatchObject({ field: 'to', message: 'Une période de 366 jours au plus' });
    const overlap = await t.post(
      '/api/availability/overrides/range',
      {
        from: '2027-10-01',
        to: '2027-10-05',
        ranges: [
          { start: '09:00', end: '12:00' },
          { start: '11:00', end: '13:00' },
        ],
      },
      { token },
    );
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().field).toMatch(/^ranges\.\d\.start$/);
    const october = await t.get('/api/availability/overrides?from=2027-10-01&to=2027-10-31', { token });
    expect(october.json<{ overrides: TOverride[] }>().overrides).toEqual([]);
  });

  it('lists the year’s public holidays with the exception already on each', async () => {
    await t.post(
      '/api/availability/overrides',
      { date: '2027-05-06', ranges: [], note: 'Ascension' },
      { token },
    );
    const response = await t.get('/api/availability/holidays?year=2027', { token });
    expect(response.statusCode).toBe(200);
    const holidays = response.json<{
      holidays: { date: string; name: string; override: TOverride | null }[];
    }>().holidays;
    expect(holidays).toHaveLength(11);
    expect(holidays.find((h) => h.name === 'Ascension')).toMatchObject({
      date: '2027-05-06',
      override: { date: '2027-05-06', ranges: [] },
    });
    expect(holidays.find((h) => h.name === 'Lundi de Pentecôte')).toMatchObject({
      date: '2027-05-17',
      override: null,
    });
    expect((await t.get('/api/availability/holidays?year=1999', { token })).json()).toMatchObject({
      field: 'year',
    });
  });
});
