import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GSM7_SEGMENT, gsm7Length, isGsm7, toGsm7 } from './gsm7';
import { smsDayAndTime, smsReminderText } from './template';

const PARIS = 'Europe/Paris';

describe('SMS reminder text', () => {
  it('names the provider, the day and the time in Paris, and the link when it fits', () => {
    const text = smsReminderText({
      providerName: 'Salon Hélène & Chloë',
      startAt: new Date('2026-12-01T08:30:00Z'),
      timezone: PARIS,
      manageUrl: 'https://creneau.fr/b/abc',
    });
    expect(text).toBe(
      'Rappel : rendez-vous chez Salon Hélène & Chloe le mar. 1 déc. à 9h30. Gérer : https://creneau.fr/b/abc',
    );
  });

  it('leaves out a link that does not fit, and cuts a long name with « ... »', () => {
    const text = smsReminderText({
      providerName: 'Institut de beauté '.repeat(12),
      startAt: new Date('2026-08-15T12:00:00Z'),
      timezone: PARIS,
      manageUrl: `https://creneau.fr/booking/${'x'.repeat(80)}`,
    });
    expect(text).toMatch(/^Rappel : rendez-vous chez Institut de beauté .*\.\.\. le sam\. 15 aout à 14h\.$/);
    expect(gsm7Length(text)).toBe(GSM7_SEGMENT);
  });

  it('transliterates what GSM-7 lacks and keeps what it has', () => {
    expect(toGsm7('Crêperie Françoise — cœur « Noël »')).toBe('Creperie Francoise - coeur " Noel "');
    expect(toGsm7('éèàùìòÉÇ')).toBe('éèàùìòÉÇ');
    expect(toGsm7('美容室 ✂️')).toBe(' ');
  });

  it('counts the extension table twice', () => {
    expect(gsm7Length('€[]{}^~|\\')).toBe(18);
  });

  it('has the hour on DST Sundays in Paris', () => {
    expect(smsDayAndTime(new Date('2026-03-29T01:30:00Z'), PARIS)).toEqual({
      day: 'dim. 29 mars',
      time: '3h30',
    });
    expect(smsDayAndTime(new Date('2026-10-25T01:30:00Z'), PARIS)).toEqual({
      day: 'dim. 25 oct.',
      time: '2h30',
    });
  });

  it('always fits one GSM-7 segment and always tells the time, whatever the name and the date', () => {
    const dates = fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    const names = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 200 }),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.constantFrom('€'.repeat(200), '', ' \n '),
    );
    const links = fc.option(fc.webUrl(), { nil: null });
    fc.assert(
      fc.property(names, dates, links, (providerName, startAt, manageUrl) => {
        const text = smsReminderText({ providerName, startAt, timezone: PARIS, manageUrl });
        const { day, time } = smsDayAndTime(startAt, PARIS);
        expect(isGsm7(text)).toBe(true);
        expect(gsm7Length(text)).toBeLessThanOrEqual(GSM7_SEGMENT);
        expect(text).toContain(` le ${day} à ${time}.`);
      }),
      { numRuns: 200 },
    );
  }, 30_000);
});
