import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCalendarConnection } from '../../../shared/schemas/caldav';
import type { TestApp } from '../../../test/app';
import type { TTestProvider } from '../../../test/booking-factories';
import { bookPublicly, connectedProvider } from '../../../test/caldav-world';
import { type Radicale, startRadicale } from '../../../test/radicale';
import { calendarBookingEvents } from '../../db/schema';

const DAY = 86_400_000;

let t: TestApp;
let radicale: Radicale;
let lea: TTestProvider;
let serviceId: string;
let connectionId: string;
/** Calendars by their name on the server: « Rendez-vous » (A) and « Pro » (B). */
const calendars = { a: { id: '', url: '' }, b: { id: '', url: '' } };
/** Booked while A received the bookings: one that is over by the time of the switch, two ahead. */
const booked = { past: '', soon: '', later: '' };

beforeAll(async () => {
  radicale = await startRadicale();
  calendars.a.url = await radicale.makeCalendar('rdv', 'Rendez-vous');
  calendars.b.url = await radicale.makeCalendar('pro', 'Pro');
  let connection: TCalendarConnection;
  ({ t, lea, serviceId, connection } = await connectedProvider(radicale));
  connectionId = connection.id;
  const idOf = (name: string) => connection.calendars.find((c) => c.name === name)?.id ?? '';
  calendars.a.id = idOf('Rendez-vous');
  calendars.b.id = idOf('Pro');
  await chooseWriter('a');
  booked.past = await publicBooking(1, '09:00');
  booked.soon = await publicBooking(3, '10:00');
  booked.later = await publicBooking(4, '11:00');
  await t.runJobs(['caldav.write-booking']);
  for (const id of Object.values(booked)) expect(await hasEvent('a', id)).toBe(true);
  // The first booking is over; Léa’s 12-hour session too, so she signs in again.
  t.clock.advance(2 * DAY);
  lea.token = await t.login(lea.email, lea.password);
});
afterAll(async () => {
  await t?.close();
  await radicale?.stop();
});

/** Léa's choice in Paramètres: both calendars checked, `writer` receives the bookings (null: « Ne pas ajouter »). */
async function chooseWriter(writer: 'a' | 'b' | null): Promise<void> {
  const response = await t.patch(
    `/api/calendar-sync/${connectionId}`,
    {
      calendars: (['a', 'b'] as const).map((key) => ({
        id: calendars[key].id,
        checkConflicts: true,
        writeBookings: key === writer,
      })),
    },
    { token: lea.token },
  );
  expect(response.statusCode).toBe(200);
  await t.runJobs(['caldav.sync', 'caldav.write-booking']);
}

const publicBooking = (days: number, hhmm: string) => bookPublicly({ t, lea, serviceId }, days, hhmm);

async function hasEvent(calendar: 'a' | 'b', bookingId: string): Promise<boolean> {
  const events = await radicale.listEvents(calendars[calendar].url);
  return [...events.values()].some((ics) => ics.includes(`UID:${bookingId}@rdv.exemple.fr`));
}

const linkedCalendar = async (bookingId: string) =>
  (
    await t.deps.database.db
      .select({ calendarId: calendarBookingEvents.calendarId })
      .from(calendarBookingEvents)
      .where(eq(calendarBookingEvents.bookingId, bookingId))
  )[0]?.calendarId;

describe('switching the calendar that receives the bookings', () => {
  it('moves the upcoming events to the new calendar and leaves a past one where it was', async () => {
    await chooseWriter('b');
    for (const id of [booked.soon, booked.later]) {
      expect(await hasEvent('b', id)).toBe(true);
      expect(await hasEvent('a', id)).toBe(false);
      expect(await linkedCalendar(id)).toBe(calendars.b.id);
    }
    expect(await hasEvent('a', booked.past)).toBe(true);
    expect(await hasEvent('b', booked.past)).toBe(false);
    expect(await linkedCalendar(booked.past)).toBe(calendars.a.id);
    // Read back by the sync, the moved events are ours where they are: nothing to tell Léa.
    const listed = await t.get('/api/calendar-sync', { token: lea.token });
    expect(listed.json().changes).toEqual([]);
  });

  it('« Ne pas ajouter » removes the upcoming events Créneau wrote, and writes no more', async () => {
    await chooseWriter('a');
    expect(await hasEvent('a', booked.soon)).toBe(true);
    await chooseWriter(null);
    for (const id of [booked.soon, booked.later]) {
      expect(await hasEvent('a', id)).toBe(false);
      expect(await hasEvent('b', id)).toBe(false);
      expect(await linkedCalendar(id)).toBeUndefined();
    }
    expect(await hasEvent('a', booked.past)).toBe(true);
    const next = await publicBooking(5, '15:00');
    expect(await t.runJobs(['caldav.write-booking'])).toEqual([]);
    expect(await hasEvent('a', next)).toBe(false);
    expect(await hasEvent('b', next)).toBe(false);
  });
});
