import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { bookingBody, localStart, type TTestProvider } from '../../../test/booking-factories';
import { connectedProvider, foreignEvent } from '../../../test/caldav-world';
import { nextTestIp } from '../../../test/factories';
import { type Radicale, startRadicale } from '../../../test/radicale';
import { userNotifications } from '../../db/schema';

let t: TestApp;
let radicale: Radicale;
let lea: TTestProvider;
let serviceId: string;
let workUrl: string;

beforeAll(async () => {
  radicale = await startRadicale();
  workUrl = await radicale.makeCalendar('travail', 'Travail');
  ({ t, lea, serviceId } = await connectedProvider(radicale));
  await t.runJobs(['caldav.sync']);
});
afterAll(async () => {
  await t?.close();
  await radicale?.stop();
});

/** The public page's slot starts of the local day `days` ahead. */
async function slotStarts(days: number): Promise<string[]> {
  const date = localStart(t, days, '12:00').slice(0, 10);
  const found = await t.get(
    `/api/public/providers/${lea.id}/slots?serviceId=${serviceId}&from=${date}&to=${date}`,
  );
  expect(found.statusCode).toBe(200);
  return found.json<{ slots: Array<{ start: string }> }>().slots.map((s) => s.start);
}

const book = (start: string) =>
  t.post(`/api/public/providers/${lea.id}/bookings`, bookingBody(serviceId, start), { ip: nextTestIp() });

describe('busy times copied from the provider’s calendar', () => {
  it('removes the slots of an opaque event and refuses a booking on them, not for transparent or cancelled ones', async () => {
    const ten = localStart(t, 3, '10:00');
    const at = (hhmm: string) => new Date(localStart(t, 3, hhmm));
    await radicale.putEvent(workUrl, 'dentiste', foreignEvent('dentiste', at('10:00'), at('11:00')));
    await radicale.putEvent(
      workUrl,
      'libre',
      foreignEvent('libre', at('14:00'), at('15:00'), { transparent: true }),
    );
    await radicale.putEvent(
      workUrl,
      'annule',
      foreignEvent('annule', at('16:00'), at('17:00'), { cancelled: true }),
    );
    await syncNow();
    const starts = await slotStarts(3);
    expect(starts).not.toContain(new Date(ten).toISOString());
    expect(starts).toContain(at('14:00').toISOString());
    expect(starts).toContain(at('16:00').toISOString());
    const refused = await book(ten);
    expect(refused.statusCode).toBe(409);
    // The provider's own booking by hand is not blocked by their personal calendar.
    const manual = await t.post(
      '/api/bookings',
      {
        serviceId,
        start: ten,
        client: { name: 'Marc Durand', email: '', phone: '' },
        note: '',
        notifyClient: false,
      },
      { token: lea.token, headers: { 'idempotency-key': 'manuel-sur-dentiste' } },
    );
    expect(manual.statusCode).toBe(201);
  });

  it('blocks every week of a recurring event, and frees the slot when the event is deleted', async () => {
    const at = (days: number, hhmm: string) => new Date(localStart(t, days, hhmm));
    const url = await radicale.putEvent(
      workUrl,
      'yoga',
      foreignEvent('yoga', at(4, '18:00'), at(4, '19:00'), { rrule: 'FREQ=WEEKLY;COUNT=4' }),
    );
    await syncNow();
    expect(await slotStarts(4)).not.toContain(at(4, '18:00').toISOString());
    expect(await slotStarts(11)).not.toContain(at(11, '18:00').toISOString());
    expect(await slotStarts(18)).not.toContain(at(18, '18:00').toISOString());
    await radicale.deleteEvent(url);
    await syncNow();
    expect(await slotStarts(11)).toContain(at(11, '18:00').toISOString());
  });
});

describe('the provider’s choices', () => {
  it('frees the slots of a calendar at once when it is no longer checked, and reads it again when it is', async () => {
    const at = (hhmm: string) => new Date(localStart(t, 6, hhmm));
    await radicale.putEvent(workUrl, 'kine', foreignEvent('kine', at('09:00'), at('10:00')));
    await syncNow();
    expect(await slotStarts(6)).not.toContain(at('09:00').toISOString());
    const id = await firstConnectionId();
    const calendar = (await t.get('/api/calendar-sync', { token: lea.token })).json().connections[0]
      .calendars[0];
    const choose = (checkConflicts: boolean) =>
      t.patch(
        `/api/calendar-sync/${id}`,
        { calendars: [{ id: calendar.id, checkConflicts, writeBookings: false }] },
        { token: lea.token },
      );
    expect((await choose(false)).statusCode).toBe(200);
    expect(await slotStarts(6)).toContain(at('09:00').toISOString());
    expect((await choose(true)).statusCode).toBe(200);
    await t.runJobs(['caldav.sync']);
    expect(await slotStarts(6)).not.toContain(at('09:00').toISOString());
    await radicale.deleteEvent(`${workUrl}kine.ics`);
  });
});

/** « Actualiser », then the queued sync run. */
async function syncNow(): Promise<void> {
  await t.post(`/api/calendar-sync/${await firstConnectionId()}/refresh`, {}, { token: lea.token });
  await t.runJobs(['caldav.sync']);
}

async function firstConnectionId(): Promise<string> {
  const listed = await t.get('/api/calendar-sync', { token: lea.token });
  return listed.json<{ connections: Array<{ id: string }> }>().connections[0]?.id ?? '';
}

describe('a failing connection', () => {
  it('shows the error, tells the provider once, keeps the copy, and recovers', async () => {
    const id = await firstConnectionId();
    const notices = () =>
      t.deps.database.db.select().from(userNotifications).where(eq(userNotifications.userId, lea.id));
    const before = (await notices()).filter((n) => n.type === 'calendar_sync_error').length;
    await radicale.stop();
    for (let i = 0; i < 2; i++) {
      await t.post(`/api/calendar-sync/${id}/refresh`, {}, { token: lea.token });
      const runs = await t.runJobs(['caldav.sync']);
      expect(runs).toHaveLength(1);
      expect(runs.every((run) => run.error === undefined)).toBe(true);
    }
    const listed = await t.get('/api/calendar-sync', { token: lea.token });
    expect(listed.json().connections[0]).toMatchObject({ status: 'error', lastError: expect.any(String) });
    expect((await notices()).filter((n) => n.type === 'calendar_sync_error').length).toBe(before + 1);
    // Clients keep booking on what the last copy says.
    expect((await book(localStart(t, 5, '09:00'))).statusCode).toBe(201);
    const dentist = localStart(t, 3, '10:00');
    expect(await slotStarts(3)).not.toContain(new Date(dentist).toISOString());
    radicale = await startRadicale({ port: Number(new URL(radicale.url).port) });
    await radicale.makeCalendar('travail', 'Travail');
    await t.post(`/api/calendar-sync/${id}/refresh`, {}, { token: lea.token });
    await t.runJobs(['caldav.sync']);
    const after = await t.get('/api/calendar-sync', { token: lea.token });
    expect(after.json().connections[0]).toMatchObject({ status: 'ok', lastError: null });
  });
});
