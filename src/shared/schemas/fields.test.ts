import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  hasControlCharacters,
  isCalendarDate,
  multiLine,
  singleLine,
  zCalendarDate,
  zInstant,
  zMonth,
} from './fields';

function firstIssue(schema: z.ZodType, value: unknown): string | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('dates within the years 2000 to 2099', () => {
  const start = zInstant('La date du rendez-vous');

  it('accepts instants from 2000-01-01T00:00Z up to the last instant of 2099', () => {
    for (const value of ['2000-01-01T00:00:00Z', '2026-06-02T10:00:00+02:00', '2099-12-31T23:59:59.999Z']) {
      expect(firstIssue(start, value)).toBeUndefined();
    }
  });

  it('refuses year 0, 1970, 9999 and an offset that moves the instant out of range, naming the field', () => {
    const message =
      'La date du rendez-vous doit être comprise entre le 1er janvier 2000 et le 31 décembre 2099';
    for (const value of [
      '0000-01-01T10:00:00Z',
      '1970-01-01T00:00:00Z',
      '1999-12-31T23:59:59Z',
      '2000-01-01T00:30:00+01:00',
      '2100-01-01T00:00:00Z',
      '9999-12-31T10:00:00Z',
    ]) {
      expect(firstIssue(start, value)).toBe(message);
    }
    expect(firstIssue(start, '-000001-01-01T00:00:00Z')).toBe('Date et heure invalides (ISO 8601 attendu)');
    expect(firstIssue(start, 42)).toBe('Date et heure invalides (ISO 8601 attendu)');
  });

  it('takes only real days of the range as calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('0000-01-01')).toBe(false);
    expect(isCalendarDate('9999-12-31')).toBe(false);
    expect(isCalendarDate('2099-12-31')).toBe(true);
    expect(firstIssue(zCalendarDate('La date'), '2026-02-31')).toBe(
      'La date doit exister et être comprise entre le 1er janvier 2000 et le 31 décembre 2099',
    );
    expect(firstIssue(zCalendarDate('La date'), '31/12/2026')).toBe(
      'Date invalide (format AAAA-MM-JJ attendu)',
    );
  });

  it('bounds months the same way', () => {
    const month = zMonth('Le mois');
    expect(firstIssue(month, '2026-06')).toBeUndefined();
    expect(firstIssue(month, '9999-12')).toBe(
      'Le mois doit être compris entre le 1er janvier 2000 et le 31 décembre 2099',
    );
    expect(firstIssue(month, '0000-01')).toBe(
      'Le mois doit être compris entre le 1er janvier 2000 et le 31 décembre 2099',
    );
    expect(firstIssue(month, '2026-13')).toBe('Mois invalide (format AAAA-MM attendu)');
    expect(firstIssue(month, undefined)).toBe('Le mois est requis');
  });
});

describe('text without control characters', () => {
  const name = z.string().refine(...singleLine('Le nom'));
  const note = z.string().refine(...multiLine('La note'));

  it('refuses NUL, other C0 controls and DEL with a message naming the field', () => {
    for (const value of ['a\u0000b', 'a\u0001', '\u001bescape', 'del\u007f']) {
      expect(firstIssue(name, value)).toBe(
        'Le nom contient des caractères non autorisés (caractères de contrôle)',
      );
      expect(firstIssue(note, value)).toBe(
        'La note contient des caractères non autorisés (caractères de contrôle)',
      );
    }
  });

  it('allows tab and line breaks in multi-line text only', () => {
    expect(firstIssue(note, 'Ligne 1\r\nLigne 2\tfin')).toBeUndefined();
    expect(firstIssue(name, 'Jeanne\nPetit')).toBeDefined();
    expect(firstIssue(name, 'Jeanne\tPetit')).toBeDefined();
    expect(firstIssue(name, 'Élodie Brûlé — 😀')).toBeUndefined();
    expect(hasControlCharacters('\u0085 is C1, not C0', { multiline: false })).toBe(false);
  });
});
