import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToInput,
  formatDate,
  formatDateKey,
  formatDateTime,
  formatDayOfMonth,
  formatDuration,
  formatMonthKey,
  formatPrice,
  formatRelative,
  formatShortWhen,
  formatTime,
  formatTimeRange,
  formatWhen,
  parsePriceCents,
  zoneLabel,
} from './french-format';

// What Intl writes for fr-FR: a no-break space before €, a narrow no-break space between thousands.
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatPrice', () => {
  it('writes euros with the spaces Intl produces', () => {
    expect(formatPrice(3500)).toBe(`35,00${NBSP}€`);
    expect(formatPrice(699)).toBe(`6,99${NBSP}€`);
    expect(formatPrice(123456)).toBe(`1${NNBSP}234,56${NBSP}€`);
  });

  it('has one rule for 0: the amount, or « Gratuit » only when the caller asks for it', () => {
    expect(formatPrice(0)).toBe(`0,00${NBSP}€`);
    expect(formatPrice(0, { zero: 'amount' })).toBe(`0,00${NBSP}€`);
    expect(formatPrice(0, { zero: 'free' })).toBe('Gratuit');
    expect(formatPrice(4500, { zero: 'free' })).toBe(`45,00${NBSP}€`);
  });

  it('always shows two decimals, grouped thousands and the euro sign last', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(formatPrice(cents)).toMatch(/^\d{1,3}(\u202f\d{3})*,\d{2}\u00a0€$/);
      }),
    );
  });

  it('gives an amount back for editing, which reads as the same cents', () => {
    expect(centsToInput(3550)).toBe('35,50');
    expect(centsToInput(123456)).toBe('1234,56');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(parsePriceCents(centsToInput(cents))).toBe(cents);
        expect(parsePriceCents(formatPrice(cents))).toBe(cents);
      }),
    );
  });

  it('reads prices typed the French or the English way', () => {
    expect(parsePriceCents('35,50')).toBe(3550);
    expect(parsePriceCents('35.50')).toBe(3550);
    expect(parsePriceCents('35,5')).toBe(3550);
    expect(parsePriceCents('35')).toBe(3500);
    expect(parsePriceCents(' 1 234,56 € ')).toBe(123456);
    expect(parsePriceCents('0')).toBe(0);
    for (const raw of ['', 'abc', '-3', '35,505', '35,', ',50', '3,5,0', '1e3']) {
      expect(parsePriceCents(raw), raw).toBeNull();
    }
  });
});

describe('formatDuration', () => {
  it('writes minutes, hours, and hours with two-digit minutes', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(90)).toBe('1 h 30');
    expect(formatDuration(125)).toBe('2 h 05');
  });

  it('says exactly the minutes it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 }), (minutes) => {
        const match = /^(?:(\d+) h(?: (\d{2}))?|(\d+) min)$/.exec(formatDuration(minutes));
        expect(match).not.toBeNull();
        const [, hours, rest, onlyMinutes] = match ?? [];
        const total = onlyMinutes ? Number(onlyMinutes) : Number(hours) * 60 + Number(rest ?? 0);
        expect(total).toBe(minutes);
      }),
    );
  });
});

describe('dates and times', () => {
  it('writes a day in four styles, with « 1er » for the first of a month', () => {
    const day = '2026-11-24T09:30:00.000Z';
    expect(formatDate(day, 'Europe/Paris')).toBe('mardi 24 novembre 2026');
    expect(formatDate(day, 'Europe/Paris', 'weekday')).toBe('mardi 24 novembre');
    expect(formatDate(day, 'Europe/Paris', 'long')).toBe('24 novembre 2026');
    expect(formatDate(day, 'Europe/Paris', 'medium')).toBe('24 nov. 2026');
    expect(formatDate('2026-12-01T09:30:00.000Z', 'Europe/Paris')).toBe('mardi 1er décembre 2026');
    expect(formatDate('2026-12-01T09:30:00.000Z', 'Europe/Paris', 'medium')).toBe('1er déc. 2026');
    // 11 and 21 are not firsts.
    expect(formatDate('2026-12-11T09:30:00.000Z', 'Europe/Paris', 'long')).toBe('11 décembre 2026');
  });

  it('reads the day in the given zone, not the machine’s', () => {
    // 23:30 UTC on 30 November is already 1 December in Paris, still 30 November in Montréal.
    expect(formatDate('2026-11-30T23:30:00.000Z', 'Europe/Paris', 'weekday')).toBe('mardi 1er décembre');
    expect(formatDate('2026-11-30T23:30:00.000Z', 'America/Montreal', 'weekday')).toBe('lundi 30 novembre');
  });

  it('writes every time as « 09:30 », across both DST Sundays (ADR 0067)', () => {
    expect(formatTime('2026-03-29T00:30:00.000Z', 'Europe/Paris')).toBe('01:30');
    expect(formatTime('2026-03-29T01:30:00.000Z', 'Europe/Paris')).toBe('03:30');
    expect(formatTime('2026-10-25T00:30:00.000Z', 'Europe/Paris')).toBe('02:30');
    expect(formatTime('2026-10-25T01:30:00.000Z', 'Europe/Paris')).toBe('02:30');
    expect(formatTime('2026-11-24T09:30:00.000Z', 'America/Montreal')).toBe('04:30');
    expect(formatTime('2026-11-24T23:05:00.000Z', 'Europe/Paris')).toBe('00:05');
    expect(formatTime(new Date('2026-11-24T08:00:00Z'), 'Europe/Paris')).toBe('09:00');
    expect(formatTimeRange('2026-11-24T09:30:00.000Z', '2026-11-24T10:00:00.000Z', 'Europe/Paris')).toBe(
      '10:30 – 11:00',
    );
  });

  it('speaks with one voice: e-mails write the same « 09:30 » as screens, never « 9 h 30 »', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2035-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom('Europe/Paris', 'Indian/Reunion', 'America/Montreal', 'Pacific/Noumea'),
        (date, zone) => {
          const time = formatTime(date, zone);
          expect(time).toMatch(/^\d{2}:\d{2}$/);
          expect(formatWhen(date, zone)).toBe(`${formatDate(date, zone)} à ${time} (${zoneLabel(zone)})`);
          expect(formatShortWhen(date, zone)).toBe(`${formatDate(date, zone, 'weekday')} à ${time}`);
          expect(formatWhen(date, zone)).not.toMatch(/\d h/);
        },
      ),
    );
  });

  it('joins a date and a time with « à »', () => {
    expect(formatDateTime('2026-11-24T09:30:00.000Z', 'Europe/Paris')).toBe('mardi 24 novembre 2026 à 10:30');
    expect(formatDateTime('2026-11-26T13:00:00.000Z', 'Europe/Paris', 'weekday')).toBe(
      'jeudi 26 novembre à 14:00',
    );
    expect(formatDateTime('2026-11-26T13:00:00.000Z', 'Europe/Paris', 'medium')).toBe('26 nov. 2026 à 14:00');
    expect(formatDateTime('2026-03-12T13:05:00.000Z', 'Europe/Paris', 'long')).toBe('12 mars 2026 à 14:05');
  });

  it('writes an appointment in an e-mail with the zone’s French name', () => {
    expect(formatWhen(new Date('2026-11-24T09:30:00Z'), 'Europe/Paris')).toBe(
      'mardi 24 novembre 2026 à 10:30 (heure de Paris)',
    );
    // Summer time: UTC+2.
    expect(formatWhen(new Date('2026-07-01T07:00:00Z'), 'Europe/Paris')).toBe(
      'mercredi 1er juillet 2026 à 09:00 (heure de Paris)',
    );
    expect(formatWhen(new Date('2026-11-24T09:30:00Z'), 'Indian/Reunion')).toBe(
      'mardi 24 novembre 2026 à 13:30 (heure de La Réunion)',
    );
    expect(formatShortWhen(new Date('2026-12-01T09:30:00Z'), 'Europe/Paris')).toBe(
      'mardi 1er décembre à 10:30',
    );
    expect(zoneLabel('America/New_York')).toBe('heure de New York');
  });

  it('writes calendar dates and months without any zone shift', () => {
    expect(formatDateKey('2026-11-24')).toBe('mardi 24 novembre');
    expect(formatDateKey('2099-12-25', 'full')).toBe('vendredi 25 décembre 2099');
    expect(formatDateKey('2026-11-01')).toBe('dimanche 1er novembre');
    expect(formatMonthKey('2026-11')).toBe('Novembre 2026');
  });

  it('shows a dash for a missing or unreadable instant', () => {
    expect(formatDate(null, 'Europe/Paris', 'medium')).toBe('—');
    expect(formatDate('', 'Europe/Paris', 'long')).toBe('—');
    expect(formatDateTime('pas une date', 'Europe/Paris', 'long')).toBe('—');
    expect(formatTime('pas une date', 'Europe/Paris')).toBe('—');
  });
});

describe('formatDayOfMonth', () => {
  it('writes the first of the month « 1er » and every other day as its number', () => {
    expect([1, 2, 10, 31].map(formatDayOfMonth)).toEqual(['1er', '2', '10', '31']);
  });
});

describe('formatRelative', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it('says how long ago in French, then the date past five weeks', () => {
    expect(formatRelative(ago(20_000), now, 'Europe/Paris')).toBe('à l’instant');
    expect(formatRelative(ago(5 * 60_000), now, 'Europe/Paris')).toBe('il y a 5 minutes');
    expect(formatRelative(ago(3 * 3_600_000), now, 'Europe/Paris')).toBe('il y a 3 heures');
    expect(formatRelative(ago(26 * 3_600_000), now, 'Europe/Paris')).toBe('hier');
    expect(formatRelative(ago(15 * 86_400_000), now, 'Europe/Paris')).toBe('il y a 2 semaines');
    expect(formatRelative(ago(60 * 86_400_000), now, 'Europe/Paris')).toBe('24 septembre 2026');
    expect(formatRelative('pas une date', now, 'Europe/Paris')).toBe('—');
  });
});
