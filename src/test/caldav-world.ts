import type { TCalendarConnection } from '../shared/schemas/caldav';
import { createTestApp, type TestApp } from './app';
import {
  bookingBody,
  createProvider,
  createService,
  localStart,
  openEveryDay,
  type TTestProvider,
} from './booking-factories';
import { nextTestIp } from './factories';
import type { Radicale } from './radicale';

/** The app as the CalDAV tests run it: allowed to reach Radicale on 127.0.0.1, our events' UIDs @rdv.exemple.fr. */
export const CALDAV_TEST_ENV = { OUTBOUND_ALLOW_PRIVATE: 'true', APP_URL: 'https://rdv.exemple.fr' };

export type TConnectedProvider = {
  t: TestApp;
  lea: TTestProvider;
  serviceId: string;
  connection: TCalendarConnection;
};

/** The app, and a provider open every day 08:00–20:00 with a one-hour « Coupe », connected to `radicale`. */
export async function connectedProvider(radicale: Radicale): Promise<TConnectedProvider> {
  const t = await createTestApp({ env: CALDAV_TEST_ENV });
  const lea = await createProvider(t);
  const serviceId = (await createService(t.deps, lea.id, { name: 'Coupe', durationMinutes: 60 })).id;
  await openEveryDay(t.deps, lea.id, '08:00', '20:00');
  const connection = await connectRadicale(t, lea, radicale);
  return { t, lea, serviceId, connection };
}

/**
 * A client's booking on the provider's public page, `days` ahead at `hhmm` local time; fails the
 * test on anything but 201; returns its id.
 */
export async function bookPublicly(
  world: Pick<TConnectedProvider, 't' | 'lea' | 'serviceId'>,
  days: number,
  hhmm: string,
  client: Parameters<typeof bookingBody>[2] = { name: 'Jeanne Petit' },
): Promise<string> {
  const { t, lea, serviceId } = world;
  const response = await t.post(
    `/api/public/providers/${lea.id}/bookings`,
    bookingBody(serviceId, localStart(t, days, hhmm), client),
    { ip: nextTestIp() },
  );
  if (response.statusCode !== 201) throw new Error(`booking: ${response.statusCode} ${response.body}`);
  return response.json<{ booking: { id: string } }>().booking.id;
}

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
