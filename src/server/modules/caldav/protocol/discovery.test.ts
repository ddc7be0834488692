import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Radicale, startRadicale } from '../../../../test/radicale';
import { OUTBOUND_MESSAGES } from '../../../outbound/outbound-error';
import { startTestServer } from '../../../outbound/test-server';
import { calendarState, discover, listCalendars } from './discovery';
import { CALDAV_MESSAGES } from './errors';
import { putObject } from './objects';
import { caldavFailure, contextFor, eventIcs } from './test-support';

let radicale: Radicale;
let work: string;

beforeAll(async () => {
  radicale = await startRadicale();
  work = await radicale.makeCalendar('travail', 'Cabinet');
  await radicale.davCall(
    work,
    'PROPPATCH',
    `<D:propertyupdate xmlns:D="DAV:"><D:set><D:prop>
      <D:displayname>Cabinet « Paris » &amp; co &lt;2&gt;</D:displayname></D:prop></D:set></D:propertyupdate>`,
  );
  const perso = await radicale.makeCalendar('perso', 'Personnel');
  await radicale.davCall(
    perso,
    'PROPPATCH',
    `<D:propertyupdate xmlns:D="DAV:" xmlns:I="http://apple.com/ns/ical/"><D:set><D:prop>
      <I:calendar-color>#2E7D32FF</I:calendar-color></D:prop></D:set></D:propertyupdate>`,
  );
  // A tasks-only collection: not a calendar the sync reads busy times from.
  await radicale.davCall(
    `${radicale.url}/${radicale.username}/taches/`,
    'MKCALENDAR',
    `<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop>
      <D:displayname>Tâches</D:displayname>
      <C:supported-calendar-component-set><C:comp name="VTODO"/></C:supported-calendar-component-set>
      </D:prop></D:set></C:mkcalendar>`,
  );
}, 30_000);
afterAll(() => radicale?.stop());

describe('discover (Radicale)', () => {
  const principal = () => `${radicale.url}/${radicale.username}/`;

  it.each([
    ['the root', () => radicale.url],
    ['the root with a trailing slash', () => `${radicale.url}/`],
    ['the principal URL', () => `${radicale.url}/${radicale.username}/`],
    ['the principal URL without its trailing slash', () => `${radicale.url}/${radicale.username}`],
  ])('finds the principal, the home and the event calendars from %s', async (_, serverUrl) => {
    const found = await discover(contextFor(radicale, { serverUrl: serverUrl() }));
    expect(found.principalUrl).toBe(principal());
    expect(found.homeUrl).toBe(principal());
    expect(found.calendars.map((c) => c.url).sort()).toEqual([
      `${principal()}perso/`,
      `${principal()}travail/`,
    ]);
  });

  it('refuses a wrong password as « auth », without the password in the message', async () => {
    const err = await caldavFailure(discover(contextFor(radicale, { password: 'pas-le-bon' })));
    expect(err.kind).toBe('auth');
    expect(err.message).toBe(CALDAV_MESSAGES.auth);
    expect(err.message).not.toContain('pas-le-bon');
  });

  it('reports a closed port as « unreachable »', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const err = await caldavFailure(
      discover(contextFor(radicale, { serverUrl: `http://127.0.0.1:${port}` })),
    );
    expect(err.kind).toBe('unreachable');
    expect(err.message).toBe(OUTBOUND_MESSAGES.network('ECONNREFUSED'));
  });

  it('refuses a private address without OUTBOUND_ALLOW_PRIVATE, before any connection', async () => {
    const stand_in = await startTestServer((_, response) => void response.writeHead(500).end());
    try {
      const ctx = {
        ...contextFor(radicale, { serverUrl: stand_in.origin }),
        gateway: { OUTBOUND_ALLOW_PRIVATE: false },
      };
      const err = await caldavFailure(discover(ctx));
      expect(err.kind).toBe('unreachable');
      expect(err.message).toBe(OUTBOUND_MESSAGES.forbidden);
      expect(stand_in.seen).toEqual([]);
    } finally {
      await stand_in.close();
    }
  });
});

describe('listCalendars and calendarState (Radicale)', () => {
  it('names event calendars by displayname (XML escaped both ways) and leaves a tasks list out', async () => {
    const home = `${radicale.url}/${radicale.username}/`;
    const calendars = await listCalendars(contextFor(radicale), home);
    const byName = Object.fromEntries(calendars.map((c) => [c.name, c]));
    expect(Object.keys(byName).sort()).toEqual(['Cabinet « Paris » & co <2>', 'Personnel']);
    expect(byName.Personnel?.color).toBe('#2E7D32FF');
    expect(byName['Cabinet « Paris » & co <2>']?.color).toBeNull();
    for (const calendar of calendars) {
      expect(calendar.ctag).toEqual(expect.any(String));
      expect(calendar.syncToken).toEqual(expect.any(String));
    }
  });

  it('moves the ctag and the sync-token when an event is stored', async () => {
    const ctx = contextFor(radicale);
    const before = await calendarState(ctx, work);
    await putObject(ctx, `${work}etat.ics`, eventIcs('etat', '20260601T080000Z', '20260601T090000Z'), {
      create: true,
    });
    const after = await calendarState(ctx, work);
    expect(after.ctag).not.toBe(before.ctag);
    expect(after.syncToken).not.toBe(before.syncToken);
    expect(await calendarState(ctx, work)).toEqual(after);
  });
});
