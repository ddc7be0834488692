import { describe, expect, it } from 'vitest';
import { OUTBOUND_MESSAGES } from '../../../outbound/outbound-error';
import { startTestServer } from '../../../outbound/test-server';
import { calendarState, discover } from './discovery';
import { CALDAV_MESSAGES } from './errors';
import { getObject } from './objects';
import { found, multistatus, standInPerFile, type THandler, xml } from './stand-in';
import { caldavFailure } from './test-support';

const standIn = standInPerFile();
const ctx = standIn.ctx;

describe('discovery on servers other than Radicale', () => {
  it('falls back to the server URL when /.well-known/caldav is absent, and resolves relative hrefs', async () => {
    standIn.answer = (request, response) => {
      const depth = request.headers.depth;
      if (request.url === '/.well-known/caldav') return void response.writeHead(404).end();
      if (request.url === '/dav/')
        return xml(
          207,
          multistatus(
            found(
              '/dav/',
              '<d:current-user-principal><d:href>principals/camille/</d:href></d:current-user-principal>',
            ),
          ),
        )(request, response);
      if (request.url === '/dav/principals/camille/')
        return xml(
          207,
          multistatus(
            found(
              '/dav/principals/camille/',
              '<c:calendar-home-set><d:href>/dav/cal/camille/</d:href></c:calendar-home-set>',
            ),
          ),
        )(request, response);
      if (request.url === '/dav/cal/camille/' && depth === '1')
        return xml(
          207,
          multistatus(
            found('/dav/cal/camille/', '<d:resourcetype><d:collection/></d:resourcetype>') +
              found(
                '/dav/cal/camille/rdv%20pro/',
                '<d:resourcetype><d:collection/><c:calendar/></d:resourcetype>',
              ),
          ),
        )(request, response);
      response.writeHead(500).end();
    };
    const result = await discover(ctx());
    expect(result).toEqual({
      principalUrl: `${standIn.server.origin}/dav/principals/camille/`,
      homeUrl: `${standIn.server.origin}/dav/cal/camille/`,
      calendars: [
        {
          url: `${standIn.server.origin}/dav/cal/camille/rdv%20pro/`,
          name: 'rdv pro',
          color: null,
          ctag: null,
          syncToken: null,
        },
      ],
    });
    expect(standIn.server.seen.map((r) => `${r.method} ${r.path} ${r.headers.depth}`)).toEqual([
      'PROPFIND /.well-known/caldav 0',
      'PROPFIND /dav/ 0',
      'PROPFIND /dav/principals/camille/ 0',
      'PROPFIND /dav/cal/camille/ 1',
    ]);
    const basic = `Basic ${Buffer.from('camille:secret-app').toString('base64')}`;
    expect(standIn.server.seen.every((r) => r.headers.authorization === basic)).toBe(true);
  });

  /** A minimal Radicale-like server under /dav/: principal and home at /dav/camille/, one calendar. */
  const davServer: THandler = (request, response) => {
    if (request.url === '/dav/')
      return xml(
        207,
        multistatus(
          found(
            '/dav/',
            '<d:current-user-principal><d:href>/dav/camille/</d:href></d:current-user-principal>',
          ),
        ),
      )(request, response);
    if (request.url === '/dav/camille/' && request.headers.depth === '0')
      return xml(
        207,
        multistatus(
          found('/dav/camille/', '<c:calendar-home-set><d:href>/dav/camille/</d:href></c:calendar-home-set>'),
        ),
      )(request, response);
    if (request.url === '/dav/camille/')
      return xml(
        207,
        multistatus(
          found(
            '/dav/camille/travail/',
            '<d:resourcetype><d:collection/><c:calendar/></d:resourcetype><d:displayname>Travail</d:displayname>',
          ),
        ),
      )(request, response);
    response.writeHead(404).end();
  };

  it('follows the well-known redirect on the same origin, credentials included', async () => {
    standIn.answer = (request, response) => {
      if (request.url === '/.well-known/caldav')
        return void response.writeHead(301, { location: '/dav/' }).end();
      davServer(request, response);
    };
    const result = await discover({
      ...ctx(),
      account: { ...ctx().account, serverUrl: standIn.server.origin },
    });
    expect(result.calendars.map((c) => c.name)).toEqual(['Travail']);
    expect(standIn.server.seen.map((r) => `${r.method} ${r.path}`).slice(0, 2)).toEqual([
      'PROPFIND /.well-known/caldav',
      'PROPFIND /dav/',
    ]);
    expect(standIn.server.seen[1]?.headers.authorization).toMatch(/^Basic /);
  });

  it('falls back to the server URL when the well-known redirect leaves the origin (credentials dropped there)', async () => {
    const elsewhere = await startTestServer((_, response) => void response.writeHead(401).end(), '127.0.0.2');
    try {
      standIn.answer = (request, response) => {
        if (request.url === '/.well-known/caldav')
          return void response.writeHead(301, { location: `${elsewhere.origin}/dav/` }).end();
        davServer(request, response);
      };
      const result = await discover(ctx());
      expect(result.principalUrl).toBe(`${standIn.server.origin}/dav/camille/`);
      expect(elsewhere.seen.map((r) => [r.path, r.headers.authorization])).toEqual([['/dav/', undefined]]);
    } finally {
      await elsewhere.close();
    }
  });

  it('calls an HTML page where a multistatus is expected « not-caldav »', async () => {
    standIn.answer = (_, response) =>
      void response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Bienvenue');
    const err = await caldavFailure(discover(ctx()));
    expect(err).toMatchObject({ kind: 'not-caldav', message: CALDAV_MESSAGES.notCaldav });
  });

  it('calls a multistatus without principal nor home « not-caldav »', async () => {
    standIn.answer = xml(207, multistatus(found('/dav/', '<d:displayname>Racine</d:displayname>')));
    const err = await caldavFailure(discover(ctx()));
    expect(err).toMatchObject({ kind: 'not-caldav', message: CALDAV_MESSAGES.noCalendarHome });
  });

  it('reports a 500 as « server » with its status', async () => {
    standIn.answer = (_, response) => void response.writeHead(500).end('boom');
    const err = await caldavFailure(calendarState(ctx(), `${standIn.server.origin}/dav/cal/`));
    expect(err).toMatchObject({ kind: 'server', status: 500, message: CALDAV_MESSAGES.server(500) });
  });

  it('reports a 401 outside discovery as « auth »', async () => {
    standIn.answer = (_, response) =>
      void response.writeHead(401, { 'www-authenticate': 'Basic realm="x"' }).end();
    const err = await caldavFailure(getObject(ctx(), `${standIn.server.origin}/dav/cal/a.ics`));
    expect(err).toMatchObject({ kind: 'auth', status: 401 });
  });

  it('reports a server that never answers as « unreachable » once the call times out', async () => {
    standIn.answer = () => undefined;
    const err = await caldavFailure(calendarState(ctx(200), `${standIn.server.origin}/dav/cal/`));
    expect(err).toMatchObject({ kind: 'unreachable', message: OUTBOUND_MESSAGES.timeout(1) });
  });
});
