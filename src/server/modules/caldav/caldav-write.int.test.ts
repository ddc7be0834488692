import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCalendarConnection } from '../../../shared/schemas/caldav';
import type { TestApp } from '../../../test/app';
import { createProvider, localStart, type TTestProvider } from '../../../test/booking-factories';
import { bookPublicly, connectedProvider } from '../../../test/caldav-world';
import { makeRetriesDue, retryDelays } from '../../../test/job-retries';
import { type Radicale, startRadicale } from '../../../test/radicale';
import { bookings, userNotifications } from '../../db/schema';

let t: TestApp;
let radicale: Radicale;
let lea: TTestProvider;
let serviceId: string;
let agendaUrl: string;
let connectionId: string;

beforeAll(async () => {
  radicale = await startRadicale();
  agendaUrl = await radicale.makeCalendar('rdv', 'Rendez-vous');
  let connection: TCalendarConnection;
  ({ t, lea, serviceId, connection } = await connectedProvider(radicale));
  connectionId = connection.id;
  const calendar = connection.calendars[0];
  const chosen = await t.patch(
    `/api/calendar-sync/${connectionId}`,
    { calendars: [{ id: calendar?.id, checkConflicts: true, writeBookings: true }] },
    { token: lea.token },
  );
  expect(chosen.statusCode).toBe(200);
  await t.runJobs(['caldav.sync', 'caldav.write-booking']);
});
afterAll(async () => {
  await t?.close();
  await radicale?.stop();
});

const publicBooking = (days: number, hhmm: string) => bookPublicly({ t, lea, serviceId }, days, hhmm);

const eventOf = async (bookingId: string) =>
  (await radicale.listEvents(agendaUrl)).get(`/${radicale.username}/rdv/${bookingId}.ics`);
const sync = async () => {
  await t.post(`/api/calendar-sync/${connectionId}/refresh`, {}, { token: lea.token });
  return t.runJobs(['caldav.sync']);
};
const changesNotices = async () =>
  (
    await t.deps.database.db.select().from(userNotifications).where(eq(userNotifications.userId, lea.id))
  ).filter((n) => n.type === 'calendar_sync_change');

describe('bookings written to the provider’s calendar', () => {
  it('creates, moves and deletes the event, without attendee nor organizer', async () => {
    const id = await publicBooking(2, '10:00');
    await t.runJobs(['caldav.write-booking']);
    const created = await eventOf(id);
    expect(created).toContain(`UID:${id}@rdv.exemple.fr`);
    expect(created).toContain('SUMMARY:Coupe — Jeanne Petit');
    expect(created).not.toMatch(/ATTENDEE|ORGANIZER|VALARM/);
    const moved = await t.patch(
      `/api/bookings/${id}`,
      { start: localStart(t, 2, '15:00') },
      { token: lea.token },
    );
    expect(moved.statusCode).toBe(200);
    await t.runJobs(['caldav.write-booking']);
    const start = new Date(localStart(t, 2, '15:00')).toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(await eventOf(id)).toContain(`DTSTART:${start}Z`);
    // Our own event does not block its own slot, nor count twice.
    await sync();
    expect((await t.post(`/api/bookings/${id}/cancel`, {}, { token: lea.token })).statusCode).toBe(200);
    await t.runJobs(['caldav.write-booking']);
    expect(await eventOf(id)).toBeUndefined();
  });

  it('says where: the room of a video appointment as LOCATION and URL (issue 32)', async () => {
    const place = (type: string) =>
      t.patch(`/api/services/${serviceId}`, { location: { type } }, { token: lea.token });
    expect((await place('video')).statusCode).toBe(200);
    try {
      const id = await publicBooking(2, '17:00');
      await t.runJobs(['caldav.write-booking']);
      const event = (await eventOf(id))?.replace(/\r\n /g, '') ?? '';
      const room = /LOCATION:(https:\/\/meet\.jit\.si\/creneau-[a-z2-7]{26})\r\n/.exec(event)?.[1];
      expect(room, event).toBeDefined();
      expect(event).toMatch(new RegExp(`\\r\\nURL(;VALUE=URI)?:${room}\\r\\n`));
    } finally {
      expect((await place('in_person')).statusCode).toBe(200);
    }
  });

  it('reports an event moved then deleted in the calendar once each; keep writes it back', async () => {
    const id = await publicBooking(3, '10:00');
    await t.runJobs(['caldav.write-booking']);
    const href = `${agendaUrl}${id}.ics`;
    const original = (await eventOf(id)) ?? '';
    const later = new Date(localStart(t, 3, '17:00')).toISOString().replace(/[-:]/g, '').slice(0, 15);
    const movedIcs = original
      .replace(/DTSTART:\d{8}T\d{6}Z/, `DTSTART:${later}Z`)
      .replace(
        /DTEND:\d{8}T\d{6}Z/,
        `DTEND:${new Date(new Date(localStart(t, 3, '18:00')).getTime()).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
      );
    await radicale.putEvent(agendaUrl, id, movedIcs);
    const before = (await changesNotices()).length;
    await sync();
    await sync();
    expect((await changesNotices()).length).toBe(before + 1);
    const listed = await t.get('/api/calendar-sync', { token: lea.token });
    expect(listed.json().changes).toEqual([
      expect.objectContaining({
        bookingId: id,
        change: 'moved',
        clientName: 'Jeanne Petit',
        serviceName: 'Coupe',
      }),
    ]);
    expect((await t.post(`/api/calendar-sync/changes/${id}/keep`, {}, { token: lea.token })).statusCode).toBe(
      200,
    );
    await t.runJobs(['caldav.write-booking']);
    expect(await eventOf(id)).toContain(
      `DTSTART:${new Date(localStart(t, 3, '10:00')).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
    );
    await sync();
    expect((await t.get('/api/calendar-sync', { token: lea.token })).json().changes).toEqual([]);

    await radicale.deleteEvent(href);
    await sync();
    await sync();
    expect((await changesNotices()).length).toBe(before + 2);
    expect((await t.get('/api/calendar-sync', { token: lea.token })).json().changes).toEqual([
      expect.objectContaining({ bookingId: id, change: 'deleted' }),
    ]);
    expect((await t.post(`/api/calendar-sync/changes/${id}/keep`, {}, { token: lea.token })).statusCode).toBe(
      200,
    );
    await t.runJobs(['caldav.write-booking']);
    expect(await eventOf(id)).toContain(`UID:${id}@rdv.exemple.fr`);
    // Nothing pending any more: a second answer is a 404.
    expect((await t.post(`/api/calendar-sync/changes/${id}/keep`, {}, { token: lea.token })).statusCode).toBe(
      404,
    );
  });

  it('cancels the client’s booking on the provider’s answer, e-mailing the client', async () => {
    const id = await publicBooking(4, '11:00');
    await t.runJobs(['caldav.write-booking']);
    await radicale.deleteEvent(`${agendaUrl}${id}.ics`);
    await sync();
    const other = await createProvider(t, { displayName: 'Cabinet Marc' });
    expect(
      (await t.post(`/api/calendar-sync/changes/${id}/cancel-booking`, {}, { token: other.token }))
        .statusCode,
    ).toBe(404);
    const answer = await t.post(`/api/calendar-sync/changes/${id}/cancel-booking`, {}, { token: lea.token });
    expect(answer.statusCode).toBe(200);
    const [row] = await t.deps.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.status).toBe('cancelled');
    expect((await t.lastEmailTo('jeanne@exemple.fr'))?.subject).toMatch(/annul/i);
    await t.runJobs(['caldav.write-booking']);
    expect(await eventOf(id)).toBeUndefined();
  });

  it('rewrites the event without the client once their data is erased (art. 17)', async () => {
    const paul = { name: 'Paul Martin', email: 'paul.martin@exemple.fr', phone: '07 11 22 33 44' };
    const id = await bookPublicly({ t, lea, serviceId }, 4, '11:00', paul);
    await t.runJobs(['caldav.write-booking']);
    expect(await eventOf(id)).toContain('Paul Martin');
    const erased = await t.post('/api/gdpr/clients/erase', { email: paul.email }, { token: lea.token });
    expect(erased.statusCode).toBe(200);
    await t.runJobs(['caldav.write-booking']);
    const rewritten = await eventOf(id);
    expect(rewritten).toContain(`UID:${id}@rdv.exemple.fr`);
    expect(rewritten).toContain('SUMMARY:Coupe — Client anonymisé');
    expect(rewritten).not.toMatch(/Paul|paul\.martin|07 11 22/);
  });

  it('books during an outage, retries the write, and delivers it once the server is back', async () => {
    const port = Number(new URL(radicale.url).port);
    await radicale.stop();
    const id = await publicBooking(5, '09:00');
    const runs = await t.runJobs(['caldav.write-booking']);
    expect(runs.some((run) => run.error !== undefined)).toBe(true);
    expect((await retryDelays(t, 'caldav.write-booking')).length).toBe(1);
    radicale = await startRadicale({ port });
    agendaUrl = await radicale.makeCalendar('rdv', 'Rendez-vous');
    await makeRetriesDue(t);
    await t.runJobs(['caldav.write-booking']);
    expect(await eventOf(id)).toContain(`UID:${id}@rdv.exemple.fr`);
  });
});
