import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../http/redact-url';
import { feedLinks, feedSecretMatches, generateFeedSecret, isFeedSecretShape } from './feed-secret';
import type { TFeedBookingRow } from './queries';
import { feedEtag, matchesIfNoneMatch, renderFeed } from './render-feed';

const row: TFeedBookingRow = {
  id: '5f0c6c1e-7d0a-4b43-9a55-1a2b3c4d5e6f',
  startAt: new Date('2026-10-25T09:00:00Z'),
  endAt: new Date('2026-10-25T10:00:00Z'),
  status: 'confirmed',
  sequence: 2,
  updatedAt: new Date('2026-10-01T12:00:00Z'),
  clientName: 'Paul Durand',
  clientEmail: '',
  clientPhone: '',
  note: '',
  locationType: 'in_person',
  clientAddress: '',
  videoUrl: null,
  serviceName: 'Bilan',
};
const provider = { displayName: 'Salon Léa', address: '', timezone: 'America/Montreal' };

describe('renderFeed', () => {
  it('writes X-WR-TIMEZONE among the calendar properties, before the events, even after a folded name', () => {
    const longName = {
      ...provider,
      displayName: 'Cabinet de sophrologie et de relaxation Léa Martin-Durand',
    };
    const text = renderFeed(longName, [row]);
    expect(text.indexOf('X-WR-TIMEZONE:America/Montreal\r\n')).toBeGreaterThan(0);
    expect(text.indexOf('X-WR-TIMEZONE')).toBeLessThan(text.indexOf('BEGIN:VEVENT'));
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`Créneau — ${longName.displayName}`);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Montreal');
  });

  it('writes UTC times whatever the provider’s zone, leaves out empty details and invitations', () => {
    const text = renderFeed(provider, [row]);
    expect(text).toContain('DTSTART:20261025T090000Z');
    expect(text).toContain('DTSTAMP:20261001T120000Z');
    expect(text).toContain('SEQUENCE:2');
    expect(text).not.toMatch(/ORGANIZER|ATTENDEE|LOCATION/);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent') ?? undefined,
    );
    expect(event.description).toBe('Client : Paul Durand\nStatut : Confirmé');
  });

  it('writes the client’s phone the French way, however it was typed (issue 37)', () => {
    const text = renderFeed(provider, [{ ...row, clientPhone: '+33612345678' }]);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent') ?? undefined,
    );
    expect(event.description).toBe('Client : Paul Durand\nTéléphone : 06 12 34 56 78\nStatut : Confirmé');
  });

  it('says where each booking takes place: the room (LOCATION and URL), the client’s address, a call', () => {
    const office = { ...provider, address: '3 rue des Lilas, 75011 Paris' };
    const room = 'https://meet.jit.si/creneau-abcdefghijklmnopqrstuvwxyz';
    const events = new ICAL.Component(
      ICAL.parse(
        renderFeed(office, [
          { ...row, locationType: 'video', videoUrl: room },
          { ...row, locationType: 'home', clientAddress: '12 rue Haute, 69001 Lyon' },
          { ...row, locationType: 'phone' },
          row,
        ]),
      ),
    )
      .getAllSubcomponents('vevent')
      .map((vevent) => ({
        location: vevent.getFirstPropertyValue('location'),
        url: vevent.getFirstPropertyValue('url'),
      }));
    expect(events).toEqual([
      { location: room, url: room },
      { location: '12 rue Haute, 69001 Lyon', url: null },
      { location: 'Au téléphone', url: null },
      { location: '3 rue des Lilas, 75011 Paris', url: null },
    ]);
  });

  it('is the same text for the same bookings, so the ETag only changes with them', () => {
    expect(feedEtag(renderFeed(provider, [row]))).toBe(feedEtag(renderFeed(provider, [row])));
    expect(feedEtag(renderFeed(provider, [row]))).not.toBe(
      feedEtag(renderFeed(provider, [{ ...row, sequence: 3 }])),
    );
  });
});

describe('matchesIfNoneMatch', () => {
  it('compares weakly against a list of tags or *', () => {
    expect(matchesIfNoneMatch(undefined, '"a"')).toBe(false);
    expect(matchesIfNoneMatch('"b"', '"a"')).toBe(false);
    expect(matchesIfNoneMatch('"b", W/"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"a"')).toBe(true);
  });
});

describe('feed secret', () => {
  it('is 43 base64url characters, different every time, compared exactly', () => {
    const secret = generateFeedSecret();
    expect(isFeedSecretShape(secret)).toBe(true);
    expect(generateFeedSecret()).not.toBe(secret);
    expect(feedSecretMatches(secret, secret)).toBe(true);
    expect(feedSecretMatches(secret, `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`)).toBe(
      false,
    );
    expect(feedSecretMatches(secret, '')).toBe(false);
  });

  it('builds the https and webcal links of the same feed', () => {
    expect(feedLinks('http://localhost:3000', 'p1', 's')).toEqual({
      httpsUrl: 'http://localhost:3000/api/ical/p1/s.ics',
      webcalUrl: 'webcal://localhost:3000/api/ical/p1/s.ics',
    });
  });

  it('never reaches the request log in clear', () => {
    const secret = generateFeedSecret();
    const { httpsUrl } = feedLinks('https://rdv.exemple.fr', 'p1', secret);
    const logged = redactUrl(new URL(httpsUrl).pathname);
    expect(logged).toBe('/api/ical/p1/[masqué]');
    expect(redactUrl(`${new URL(httpsUrl).pathname}?x=1`)).not.toContain(secret);
  });
});

describe('renderFeed with names that try to break out', () => {
  it('keeps the provider’s name in one X-WR-CALNAME and the client’s in the summary, nothing injected', () => {
    const text = renderFeed({ ...provider, displayName: 'Salon "Léa";\r\nX-INJECTED:1' }, [
      { ...row, clientName: 'Zoé "Zo"; Ñandú:\nSTATUS:CANCELLED, x' },
    ]);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getAllProperties('x-injected')).toEqual([]);
    expect(calendar.getAllProperties('x-wr-calname')).toHaveLength(1);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Créneau — Salon "Léa"; X-INJECTED:1');
    const vevent = calendar.getFirstSubcomponent('vevent');
    expect(vevent?.getAllProperties('status')).toHaveLength(1);
    expect(String(vevent?.getFirstPropertyValue('status'))).toBe('CONFIRMED');
    expect(vevent?.getFirstPropertyValue('summary')).toBe('Bilan — Zoé "Zo"; Ñandú:\nSTATUS:CANCELLED, x');
  });
});
