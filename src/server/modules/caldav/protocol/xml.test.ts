import { describe, expect, it } from 'vitest';
import { parseMultistatus } from './multistatus';
import { childOf, escapeXml, NS, parseXml, textOf } from './xml';

const BASE = 'https://cal.example.fr/dav/calendars/camille/';

const ok = (prefix: string, props: string, href = 'rdv.ics') =>
  `<${prefix}response><${prefix}href>${href}</${prefix}href><${prefix}propstat><${prefix}prop>${props}</${prefix}prop>` +
  `<${prefix}status>HTTP/1.1 200 OK</${prefix}status></${prefix}propstat></${prefix}response>`;

describe('parseXml', () => {
  it.each([
    ['D:', '<D:multistatus xmlns:D="DAV:">', '</D:multistatus>', 'D:'],
    ['d:', '<d:multistatus xmlns:d="DAV:">', '</d:multistatus>', 'd:'],
    ['a default namespace', '<multistatus xmlns="DAV:">', '</multistatus>', ''],
  ])('matches DAV: elements by namespace with %s', (_, open, close, prefix) => {
    const parsed = parseMultistatus(
      `${open}${ok(prefix, `<${prefix}getetag>"e1"</${prefix}getetag>`)}${close}`,
      BASE,
    );
    expect(parsed?.responses).toHaveLength(1);
    expect(parsed?.responses[0]?.url).toBe(`${BASE}rdv.ics`);
    expect(textOf(parsed?.responses[0]?.props[0])).toBe('"e1"');
  });

  it('does not take an element of another namespace for a DAV: one, whatever its prefix', () => {
    const root = parseXml(
      '<D:a xmlns:D="DAV:" xmlns:X="urn:autre"><X:href>x</X:href><D:href xmlns:D="urn:autre2">y</D:href></D:a>',
    );
    expect(childOf(root, NS.dav, 'href')).toBeUndefined();
    expect(textOf(childOf(root, 'urn:autre', 'href'))).toBe('x');
  });

  it('reads CDATA and entities in calendar-data as text', () => {
    const body =
      '<multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">' +
      ok(
        '',
        '<C:calendar-data><![CDATA[SUMMARY:A & <b>]]>&#13;\n&amp;&lt;&gt;&quot;&apos;&#233;</C:calendar-data>',
      ) +
      '</multistatus>';
    const data = parseMultistatus(body, BASE)?.responses[0]?.props[0];
    expect(data?.ns).toBe(NS.caldav);
    expect(data?.text).toBe('SUMMARY:A & <b>\r\n&<>"\'é');
  });

  it('refuses what is not well-formed XML, and an entity it does not know', () => {
    expect(() => parseXml('<html><body>Bienvenue</html>')).toThrow();
    expect(() => parseXml('<!DOCTYPE a [<!ENTITY x "boum">]><a>&x;</a>')).toThrow();
    expect(parseMultistatus('<!doctype html><html></html>', BASE)).toBeNull();
    expect(parseMultistatus('<D:error xmlns:D="DAV:"/>', BASE)).toBeNull();
  });

  it('escapes what goes into a body', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(textOf(parseXml(`<a>${escapeXml('<&>')}</a>`))).toBe('<&>');
  });
});

describe('parseMultistatus', () => {
  it('keeps only properties found (2xx), the response-level status, the sync-token, absolute hrefs', () => {
    const body = `<d:multistatus xmlns:d="DAV:" xmlns:cs="http://calendarserver.org/ns/">
      <d:response><d:href>/dav/calendars/camille/travail/</d:href>
        <d:propstat><d:prop><cs:getctag>42</cs:getctag></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>
        <d:propstat><d:prop><d:sync-token/></d:prop><d:status>HTTP/1.1 404 Not Found</d:status></d:propstat>
      </d:response>
      <d:response><d:href>https://autre.example.fr/x%20y.ics</d:href><d:status>HTTP/1.1 404 Not Found</d:status></d:response>
      <d:sync-token> http://example.fr/sync/7 </d:sync-token>
    </d:multistatus>`;
    expect(parseMultistatus(body, BASE)).toEqual({
      responses: [
        {
          url: 'https://cal.example.fr/dav/calendars/camille/travail/',
          status: null,
          props: [
            expect.objectContaining({ ns: 'http://calendarserver.org/ns/', name: 'getctag', text: '42' }),
          ],
        },
        { url: 'https://autre.example.fr/x%20y.ics', status: 404, props: [] },
      ],
      syncToken: 'http://example.fr/sync/7',
    });
  });
});
