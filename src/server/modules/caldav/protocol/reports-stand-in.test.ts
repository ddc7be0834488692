import { describe, expect, it } from 'vitest';
import { deleteObject, putObject } from './objects';
import { fetchObjects, syncChanges } from './reports';
import { found, multistatus, standInPerFile, xml } from './stand-in';

const standIn = standInPerFile();
const ctx = standIn.ctx;

describe('sync-collection refused or expired', () => {
  const calendar = () => `${standIn.server.origin}/dav/cal/`;

  it.each([400, 403, 404, 405, 501])('is « unsupported » on %i without the precondition', async (status) => {
    standIn.answer = (_, response) => void response.writeHead(status).end();
    expect(await syncChanges(ctx(), calendar(), null)).toEqual({ kind: 'unsupported' });
  });

  it('is « expired » on 409 with valid-sync-token (any prefix), and sends Depth 0 and the token escaped', async () => {
    standIn.answer = xml(409, '<e:error xmlns:e="DAV:"><e:valid-sync-token/></e:error>');
    expect(await syncChanges(ctx(), calendar(), 'jeton&<1>')).toEqual({ kind: 'expired' });
    expect(standIn.server.seen[0]?.headers.depth).toBe('0');
    expect(standIn.server.seen[0]?.body).toContain('<D:sync-token>jeton&amp;&lt;1&gt;</D:sync-token>');
  });

  it('reads a sync answer that includes the collection itself and a removal with another prefix', async () => {
    standIn.answer = xml(
      207,
      multistatus(
        found('/dav/cal/', '<d:getetag/>') +
          found('/dav/cal/a.ics', '<d:getetag>"a1"</d:getetag>') +
          '<d:response><d:href>/dav/cal/b.ics</d:href><d:status>HTTP/1.1 404 Not Found</d:status></d:response>' +
          '<d:sync-token>t2</d:sync-token>',
      ),
    );
    expect(await syncChanges(ctx(), calendar(), 't1')).toEqual({
      kind: 'changes',
      syncToken: 't2',
      changed: [{ href: `${calendar()}a.ics`, etag: '"a1"' }],
      removed: [`${calendar()}b.ics`],
    });
  });
});

describe('objects on a server that transforms what it stores', () => {
  it('returns a null ETag when the PUT answer has none, and sends If-Match only with an ETag', async () => {
    standIn.answer = (_, response) => void response.writeHead(204).end();
    const url = `${standIn.server.origin}/dav/cal/a.ics`;
    expect(await putObject(ctx(), url, 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', { etag: null })).toEqual({
      etag: null,
    });
    await putObject(ctx(), url, 'x', { etag: '"v1"' });
    await putObject(ctx(), url, 'x', { create: true });
    await deleteObject(ctx(), url, null);
    expect(
      standIn.server.seen.map((r) => [r.method, r.headers['if-match'], r.headers['if-none-match']]),
    ).toEqual([
      ['PUT', undefined, undefined],
      ['PUT', '"v1"', undefined],
      ['PUT', undefined, '*'],
      ['DELETE', undefined, undefined],
    ]);
    expect(standIn.server.seen[0]?.headers['content-type']).toBe('text/calendar; charset=utf-8');
  });

  it('reads calendar-data given as CDATA with LF line ends, as CRLF iCalendar', async () => {
    standIn.answer = xml(
      207,
      multistatus(
        found(
          '/dav/cal/a.ics',
          '<d:getetag>"a1"</d:getetag><c:calendar-data><![CDATA[BEGIN:VCALENDAR\nEND:VCALENDAR\n]]></c:calendar-data>',
        ),
      ),
    );
    expect(
      await fetchObjects(ctx(), `${standIn.server.origin}/dav/cal/`, [
        `${standIn.server.origin}/dav/cal/a.ics`,
      ]),
    ).toEqual([
      {
        href: `${standIn.server.origin}/dav/cal/a.ics`,
        etag: '"a1"',
        data: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
      },
    ]);
    expect(standIn.server.seen[0]?.body).toContain('<D:href>/dav/cal/a.ics</D:href>');
  });
});
