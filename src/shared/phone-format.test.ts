import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref } from './phone-format';

describe('formatPhone', () => {
  it.each([
    ['0612345678', '06 12 34 56 78'],
    ['06.12.34.56.78', '06 12 34 56 78'],
    ['06-12-34-56-78', '06 12 34 56 78'],
    [' 06 12 34 56 78 ', '06 12 34 56 78'],
    ['+33612345678', '06 12 34 56 78'],
    ['+33 6 12 34 56 78', '06 12 34 56 78'],
    ['+33 (0)6 12 34 56 78', '06 12 34 56 78'],
    ['0033 6 12 34 56 78', '06 12 34 56 78'],
    ['06\u00a012\u00a034\u00a056\u00a078', '06 12 34 56 78'],
    ['01 40 00 00 00', '01 40 00 00 00'],
    ['+33140000000', '01 40 00 00 00'],
    ['0970000000', '09 70 00 00 00'],
  ])('writes the French number %j as « %s »', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });

  it.each([
    ['+44 20  7946 0958', '+44 20 7946 0958'],
    ['  +32 470 12 34 56 ', '+32 470 12 34 56'],
    ['+1 (415) 555-0100', '+1 (415) 555-0100'],
    ['0041 79 123 45 67', '0041 79 123 45 67'],
  ])('keeps the international number %j as typed, trimmed and single-spaced', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });

  it.each(['', '06 12 34 56 7', '06 12 34 56 789', '06 12 AB 56 78', '3620', '00 00 00 00 00', 'poste 12'])(
    'returns %j unchanged when it is not a number it can read',
    (raw) => {
      expect(formatPhone(raw)).toBe(raw);
    },
  );
});

describe('phoneHref', () => {
  it('calls a French number in E.164 however it was typed', () => {
    expect(phoneHref('06 12 34 56 78')).toBe('tel:+33612345678');
    expect(phoneHref('0033 1.40.00.00.00')).toBe('tel:+33140000000');
  });

  it('keeps the digits and the + of any other number', () => {
    expect(phoneHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(phoneHref('3620')).toBe('tel:3620');
  });
});
