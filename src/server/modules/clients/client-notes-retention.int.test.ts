import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProvider, createService, type TTestProvider } from '../../../test/booking-factories';
import { DAY_MS, insertBooking } from '../../../test/client-bookings';
import { clientNotes } from '../../db/schema';
import { retentionJob } from '../../jobs/definitions/retention';
import { keyOf } from './clients.test-support';

let t: TestApp;
let lea: TTestProvider;
const ago = (days: number) => new Date(t.clock.now().getTime() - days * DAY_MS);

beforeAll(async () => {
  t = await createTestApp();
  lea = await createProvider(t);
  const coupe = await createService(t.deps, lea.id);
  // Default retention: 30 days after the appointment.
  await insertBooking(t.deps, lea.id, coupe.id, ago(40), { name: 'Ancien Client', phone: '06 00 00 00 00' });
  await insertBooking(t.deps, lea.id, coupe.id, ago(45), { name: 'Fidèle', email: 'fidele@exemple.fr' });
  await insertBooking(t.deps, lea.id, coupe.id, ago(2), { name: 'Fidèle', email: 'fidele@exemple.fr' });
  for (const grouping of ['sans-email:ancien client:0600000000', 'fidele@exemple.fr']) {
    const saved = await t.put(
      `/api/clients/${keyOf(lea.id, grouping)}/note`,
      { note: grouping },
      { token: lea.token },
    );
    expect(saved.statusCode).toBe(200);
  }
});
afterAll(() => t?.close());

describe('the daily retention purge (gdpr.retention job)', () => {
  it('deletes the note of a client whose bookings were all anonymised, keeps the others', async () => {
    await retentionJob.handler(t.deps, {});
    const notes = await t.deps.database.db.select({ note: clientNotes.note }).from(clientNotes);
    // The loyal client still has a recent booking: their page and note stay.
    expect(notes).toEqual([{ note: 'fidele@exemple.fr' }]);
    const gone = await t.get(`/api/clients/${keyOf(lea.id, 'sans-email:ancien client:0600000000')}`, {
      token: lea.token,
    });
    expect(gone.statusCode).toBe(404);
  });
});
