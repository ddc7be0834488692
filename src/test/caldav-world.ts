import type { TCalendarConnection } from '../shared/schemas/calendar-sync';
import type { TestApp } from './app';
import type { TTestProvider } from './booking-factories';
import type { Radicale } from './radicale';

/** Connects the provider to that Radicale through the API; fails the test on anything but 201. */
export async function connectRadicale(
  t: TestApp,
  provider: TTestProvider,
  radicale: Radicale,
): Promise<TCalendarConnection> {
  const response = await t.post(
    '/api/calendar-sync',
    { serverUrl: radicale.url, username: radicale.username, password: radicale.password },
    { token: provider.token },
  );
  if (response.statusCode !== 201) throw new Error(`connect: ${response.statusCode} ${response.body}`);
  return response.json<{ connection: TCalendarConnection }>().connection;
}

/** An all-UTC VEVENT of someone else's calendar, as a calendar app stores it. */
export function foreignEvent(
  uid: string,
  start: Date,
  end: Date,
  extra: { rrule?: string; transparent?: boolean; cancelled?: boolean; summary?: string } = {},
): string {
  const stamp = (d: Date) => `${d.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Agenda//FR',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${stamp(start)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${extra.summary ?? 'Dentiste'}`,
    ...(extra.rrule ? [`RRULE:${extra.rrule}`] : []),
    ...(extra.transparent ? ['TRANSP:TRANSPARENT'] : []),
    ...(extra.cancelled ? ['STATUS:CANCELLED'] : []),
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
