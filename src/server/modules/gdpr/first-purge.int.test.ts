import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProvider, createService, type TTestProvider } from '../../../test/booking-factories';
import { DAY_MS, insertBooking } from '../../../test/client-bookings';
import { userNotifications } from '../../db/schema';
import { retentionJob } from '../../jobs/definitions/retention';

let t: TestApp;
let lea: TTestProvider;
let marc: TTestProvider;
let nobody: TTestProvider;
/** A Wednesday 03:17 in Paris (UTC+2): a daily run. */
const RUN = new Date('2026-06-10T01:17:00Z');
const at = (days: number, minutes = 0) => new Date(RUN.getTime() + days * DAY_MS + minutes * 60_000);
/** The run that anonymises Léa's first bookings: Sunday 14 June 03:17. */
const FIRST_PURGE = at(4);

/** Read from the table: the API tokens are checked against the real time, the runs use the test clock. */
const noticesOf = (provider: TTestProvider) =>
  t.deps.database.db
    .select({ title: userNotifications.title, body: userNotifications.body, link: userNotifications.link })
    .from(userNotifications)
    .where(
      and(eq(userNotifications.userId, provider.id), eq(userNotifications.type, 'retention_first_purge')),
    );
const runJobAt = async (when: Date) => {
  t.clock.set(when);
  await retentionJob.handler(t.deps, {});
};

beforeAll(async () => {
  t = await createTestApp();
  lea = await createProvider(t);
  marc = await createProvider(t);
  nobody = await createProvider(t);
  const coupe = await createService(t.deps, lea.id);
  const bilan = await createService(t.deps, marc.id);
  // Each booking lasts 30 min; with 30 days of retention, a start of `at(-26, -60)` is due at
  // at(4, -30): the run of at(4) anonymises it.
  await insertBooking(t.deps, lea.id, coupe.id, at(-26, -100), {
    name: 'Anne Première',
    email: 'anne@exemple.fr',
  });
  await insertBooking(t.deps, lea.id, coupe.id, at(-26, -60), {
    name: 'Sans Email',
    phone: '06 00 00 00 00',
  });
  await insertBooking(t.deps, lea.id, coupe.id, at(-24), { name: 'Paul Ensuite', email: 'paul@exemple.fr' });
  await insertBooking(t.deps, marc.id, bilan.id, at(-26, -60), {
    name: 'Client de Marc',
    email: 'c@exemple.fr',
  });
  // Marc keeps his clients' data a year: nothing of his is due soon.
  await t.put('/api/settings', { dataRetentionDays: 365 }, { token: marc.token });
});
afterAll(() => t?.close());

describe('warning before the first purge', () => {
  it('says nothing more than 7 days before the first purge', async () => {
    await runJobAt(at(-4));
    expect(await noticesOf(lea)).toEqual([]);
    // The screens look from the next run: after the run of at(-4), they already show it.
    t.clock.set(at(-5, 60));
    const preview = (await t.get('/api/gdpr/retention', { token: lea.token })).json();
    expect(preview.firstPurge).toBeNull();
  });

  it('tells the provider once, 7 days ahead, when and how many bookings, with the way to change it', async () => {
    await runJobAt(at(-3));
    const notices = await noticesOf(lea);
    expect(notices).toEqual([
      {
        title: 'Première anonymisation des données de vos clients le 14 juin 2026',
        body: expect.stringContaining('de 2 rendez-vous, selon votre durée de conservation de 30 jours'),
        link: '/dashboard/settings#data-retention',
      },
    ]);
    t.clock.set(at(-3, 60));
    const preview = (await t.get('/api/gdpr/retention', { token: lea.token })).json();
    expect(preview.firstPurge).toEqual({ at: FIRST_PURGE.toISOString(), bookings: 2 });
  });

  it('does not repeat it when the job runs again, the same day or the next ones', async () => {
    await runJobAt(at(-3, 1));
    await runJobAt(at(-2));
    await Promise.all([runJobAt(at(-1)), retentionJob.handler(t.deps, {})]);
    expect(await noticesOf(lea)).toHaveLength(1);
  });

  it('tells nobody whose data is not due within 7 days, or who has no client data', async () => {
    expect(await noticesOf(marc)).toEqual([]);
    expect(await noticesOf(nobody)).toEqual([]);
    const preview = (await t.get('/api/gdpr/retention', { token: nobody.token })).json();
    expect(preview.firstPurge).toBeNull();
  });

  it('follows a shorter duration chosen later', async () => {
    t.clock.set(at(-1, 60));
    await t.put('/api/settings', { dataRetentionDays: 30 }, { token: marc.token });
    await runJobAt(at(0));
    const [notice] = await noticesOf(marc);
    expect(notice?.title).toBe('Première anonymisation des données de vos clients le 14 juin 2026');
    expect(notice?.body).toContain('d’un rendez-vous, selon votre durée de conservation de 30 jours');
  });

  it('is over once the first purge has happened', async () => {
    await runJobAt(FIRST_PURGE);
    t.clock.set(at(4, 60));
    const preview = (await t.get('/api/gdpr/retention', { token: lea.token })).json();
    expect(preview.due.map((d: { clientName: string }) => d.clientName)).toEqual(['Paul Ensuite']);
    expect(preview.firstPurge).toBeNull();
    expect(await noticesOf(lea)).toHaveLength(1);
  });
});

describe('whether the provider chose the duration', () => {
  it('is false after sign-up and true once they saved it, even keeping 30 days', async () => {
    t.clock.set(new Date());
    const fresh = await createProvider(t);
    const before = (await t.get('/api/gdpr/retention', { token: fresh.token })).json();
    expect(before).toMatchObject({ retentionDays: 30, chosen: false });
    t.clock.advance(1000);
    expect((await t.put('/api/settings', { dataRetentionDays: 30 }, { token: fresh.token })).statusCode).toBe(
      200,
    );
    const after = (await t.get('/api/gdpr/retention', { token: fresh.token })).json();
    expect(after).toMatchObject({ retentionDays: 30, chosen: true });
  });
});
