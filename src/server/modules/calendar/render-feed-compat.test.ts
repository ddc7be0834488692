import fc from 'fast-check';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { describe, expect, it } from 'vitest';
import { locationText, singleLine, toIcsEvent } from '../bookings/api';
import { escapeText, foldLine } from './ics-text';
import type { TFeedBookingRow } from './queries';
import { renderFeed, type TFeedProvider } from './render-feed';

const LABELS = {
  confirmed: 'Confirmé',
  completed: 'Effectué',
  no_show: 'Absent',
  cancelled: 'Annulé',
  awaiting_payment: 'En attente de paiement',
};

/** The feed as it was written with ical-generator (before issue 18): the reference for the bytes. */
function renderWithIcalGenerator(provider: TFeedProvider, rows: TFeedBookingRow[]): string {
  const describe = (row: TFeedBookingRow) =>
    [
      `Client : ${row.clientName}`,
      row.clientPhone && `Téléphone : ${row.clientPhone}`,
      row.clientEmail && `E-mail : ${row.clientEmail}`,
      row.note && `Note : ${row.note}`,
      `Statut : ${LABELS[row.status]}`,
    ]
      .filter(Boolean)
      .join('\n');
  const calendar = ical({
    prodId: { company: 'Créneau', product: 'Agenda', language: 'FR' },
    method: ICalCalendarMethod.PUBLISH,
    scale: 'GREGORIAN',
    name: `Créneau — ${singleLine(provider.displayName)}`,
    events: rows.map((row) => ({
      ...toIcsEvent({
        id: row.id,
        start: row.startAt,
        end: row.endAt,
        cancelled: row.status === 'cancelled',
        sequence: row.sequence,
        updatedAt: row.updatedAt,
        serviceName: row.serviceName,
        provider: { displayName: provider.displayName, email: '' },
        client: { name: row.clientName, email: row.clientEmail },
        location: locationText(row, provider.address),
        description: describe(row),
        url: row.locationType === 'video' ? (row.videoUrl ?? undefined) : undefined,
      }),
      summary: `${row.serviceName} — ${row.clientName}`,
      organizer: null,
      attendees: [],
    })),
  }).toString();
  return calendar.replace(
    /^(X-WR-CALNAME:.*\r\n(?:[ \t].*\r\n)*)/m,
    `$1X-WR-TIMEZONE:${provider.timezone.replace(/[\r\n]/g, '')}\r\n`,
  );
}

const row: TFeedBookingRow = {
  id: '5f0c6c1e-7d0a-4b43-9a55-1a2b3c4d5e6f',
  startAt: new Date('2026-10-25T09:00:00Z'),
  endAt: new Date('2026-10-25T10:00:00Z'),
  status: 'confirmed',
  sequence: 2,
  updatedAt: new Date('2026-10-01T12:00:05Z'),
  clientName: 'Paul Durand',
  clientEmail: 'paul@exemple.fr',
  clientPhone: '06 12 34 56 78',
  note: 'Première visite',
  locationType: 'in_person',
  clientAddress: '',
  videoUrl: null,
  serviceName: 'Bilan',
};
const provider: TFeedProvider = {
  displayName: 'Salon Léa',
  address: '3 rue des Lilas, Paris',
  timezone: 'Europe/Paris',
};

// Text people type, with what RFC 5545 escapes or folds differently: separators, breaks, accents, emoji.
const text = fc.string({
  unit: fc.constantFrom(
    'a',
    'Z',
    ' ',
    'é',
    'ß',
    '€',
    '日',
    '😀',
    '\\',
    ';',
    ',',
    ':',
    '"',
    '\n',
    '\r\n',
    '\r',
    '\t',
    '^',
  ),
  maxLength: 120,
});

describe('renderFeed against ical-generator', () => {
  it('writes the same bytes for the same bookings', () => {
    const rows: TFeedBookingRow[] = [
      row,
      {
        ...row,
        id: '6f0c6c1e-7d0a-4b43-9a55-1a2b3c4d5e6f',
        status: 'cancelled',
        sequence: 0,
        clientEmail: '',
      },
      { ...row, status: 'no_show', note: `${'Une longue note, sur plusieurs lignes; '.repeat(5)}\nFin` },
      {
        ...row,
        status: 'completed',
        clientName: 'Zoé "Zo"; Ñandú:\r\nSTATUS:CANCELLED, x 😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀',
      },
      // Issue 32: the room as LOCATION and URL, the client's address, a phone call.
      {
        ...row,
        locationType: 'video',
        videoUrl: 'https://visio.exemple.fr/salle;a,b/creneau-abcdefghijklmnopqrstuvwxyz',
      },
      { ...row, locationType: 'home', clientAddress: '12 rue Haute, 69001 Lyon; 2e étage' },
      { ...row, locationType: 'phone' },
    ];
    expect(renderFeed(provider, rows)).toBe(renderWithIcalGenerator(provider, rows));
    expect(renderFeed({ ...provider, address: '' }, [])).toBe(
      renderWithIcalGenerator({ ...provider, address: '' }, []),
    );
  });

  it('writes the same bytes whatever the names, notes and addresses hold', () => {
    fc.assert(
      fc.property(text, text, text, text, text, (displayName, address, clientName, note, serviceName) => {
        const p = { ...provider, displayName, address };
        const rows = [
          { ...row, clientName, note, serviceName },
          { ...row, locationType: 'home' as const, clientAddress: note },
        ];
        expect(renderFeed(p, rows)).toBe(renderWithIcalGenerator(p, rows));
      }),
      { numRuns: 300 },
    );
  });
});

describe('RFC 5545 text helpers', () => {
  it('folds at 74 octets, never inside a character', () => {
    expect(foldLine('a'.repeat(74))).toBe('a'.repeat(74));
    expect(foldLine('a'.repeat(75))).toBe(`${'a'.repeat(74)}\r\n a`);
    expect(foldLine(`${'a'.repeat(73)}é`)).toBe(`${'a'.repeat(73)}\r\n é`);
    expect(foldLine(`${'a'.repeat(71)}😀b`)).toBe(`${'a'.repeat(71)}\r\n 😀b`);
  });

  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\r\ne\rf\ng')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('rien à échapper')).toBe('rien à échapper');
  });
});
