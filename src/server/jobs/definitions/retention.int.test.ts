import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createProvider,
  createService,
  saveSettings,
  type TTestProvider,
} from '../../../test/booking-factories';
import { DAY_MS, insertBooking } from '../../../test/client-bookings';
import { bookings } from '../../db/schema';
import { ANONYMISED_CLIENT_NAME } from '../../modules/bookings/api';
import { retentionJob } from './retention';

let t: TestApp;
let lea: TTestProvider;
let marc: TTestProvider;
/** A Wednesday 03:17 in Paris (UTC+2): the moment the daily run happens. */
const RUN = new Date('2026-06-10T01:17:00Z');
const ago = (days: number, hours = 0) => new Date(RUN.getTime() - days * DAY_MS - hours * 3_600_000);

const rowsOf = (providerId: string) =>
  t.deps.database.db
    .select({
      id: bookings.id,
      clientName: bookings.clientName,
      clientEmail: bookings.clientEmail,
      note: bookings.note,
    })
    .from(bookings)
    .where(eq(bookings.providerId, providerId))
    .orderBy(asc(bookings.startAt));

beforeAll(async () => {
  t = await createTestApp();
  lea = await createProvider(t);
  marc = await createProvider(t);
  await saveSettings(t.deps, marc.id, { dataRetentionDays: 365 });
  const coupe = await createService(t.deps, lea.id);
  const bilan = await createService(t.deps, marc.id);
  // Each booking lasts 30 min: "n days ago" is its start, it ended 30 min later.
  await insertBooking(t.deps, lea.id, coupe.id, ago(31), {
    name: 'Ancien Client',
    email: 'ancien@exemple.fr',
    note: 'vieux',
  });
  await insertBooking(
    t.deps,
    lea.id,
    coupe.id,
    ago(40),
    { name: 'Sans Email', phone: '06 00 00 00 00' },
    'cancelled',
  );
  await insertBooking(t.deps, lea.id, coupe.id, ago(29), {
    name: 'Récent Client',
    email: 'recent@exemple.fr',
  });
  await insertBooking(t.deps, lea.id, coupe.id, ago(60), {
    name: 'Fidèle Client',
    email: 'fidele@exemple.fr',
  });
  await insertBooking(t.deps, lea.id, coupe.id, new Date(RUN.getTime() + 2 * DAY_MS), {
    name: 'Fidèle Client',
    email: 'FIDELE@exemple.fr',
  });
  // Due within the week: 30 days after its end falls 3 days after the run.
  await insertBooking(t.deps, lea.id, coupe.id, ago(27, 1), {
    name: 'Bientôt Client',
    email: 'bientot@exemple.fr',
  });
  await insertBooking(t.deps, marc.id, bilan.id, ago(100), {
    name: 'Client de Marc',
    email: 'ancien@exemple.fr',
  });
});
afterAll(() => t?.close());

describe('gdpr.retention', () => {
  it('shows the provider what the next runs will purge, and when', async () => {
    t.clock.set(new Date(RUN.getTime() - 3_600_000));
    const response = await t.get('/api/gdpr/retention', { token: lea.token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, retentionDays: 30, nextRunAt: RUN.toISOString() });
    // Fidèle Client is absent: their booking in two days holds back their old one.
    expect(body.due.map((d: { clientName: string; purgeAt: string }) => [d.clientName, d.purgeAt])).toEqual([
      ['Sans Email', RUN.toISOString()],
      ['Ancien Client', RUN.toISOString()],
      ['Récent Client', new Date(RUN.getTime() + 2 * DAY_MS).toISOString()],
      ['Bientôt Client', new Date(RUN.getTime() + 3 * DAY_MS).toISOString()],
    ]);
    expect(body.due[0]).toMatchObject({ bookingId: expect.any(String), start: ago(40).toISOString() });
  });

  it('anonymises exactly what is due, and a second run changes nothing', async () => {
    t.clock.set(RUN);
    await retentionJob.handler(t.deps, {});
    const lea1 = await rowsOf(lea.id);
    expect(lea1.map((b) => b.clientName)).toEqual([
      'Fidèle Client',
      ANONYMISED_CLIENT_NAME,
      ANONYMISED_CLIENT_NAME,
      'Récent Client',
      'Bientôt Client',
      'Fidèle Client',
    ]);
    expect(lea1[2]).toMatchObject({ clientEmail: '', note: '' });
    expect((await rowsOf(marc.id))[0]).toMatchObject({
      clientName: 'Client de Marc',
      clientEmail: 'ancien@exemple.fr',
    });

    const before = await t.deps.database.db.select().from(bookings).orderBy(asc(bookings.id));
    t.clock.set(new Date(RUN.getTime() + 60_000));
    await retentionJob.handler(t.deps, {});
    expect(await t.deps.database.db.select().from(bookings).orderBy(asc(bookings.id))).toEqual(before);
  });

  it('purges a returning customer once their latest booking is itself due', async () => {
    t.clock.set(new Date(RUN.getTime() + 33 * DAY_MS));
    await retentionJob.handler(t.deps, {});
    const names = (await rowsOf(lea.id)).map((b) => b.clientName);
    expect(names.filter((n) => n === ANONYMISED_CLIENT_NAME)).toHaveLength(6);
    const preview = (await t.get('/api/gdpr/retention', { token: lea.token })).json();
    expect(preview.due).toEqual([]);
  });
});
