import { describe, expect, it } from 'vitest';
import { frenchMobileE164 } from '../../../shared/sms/french-mobile';
import { maskRecipient, smsRecipientOf } from './phone';

/** [as typed, the booking page's rule, the server's (both rules agree)]. */
const NUMBERS: Array<[string, string | null, string | null]> = [
  ['0612345678', '+33612345678', '+33612345678'],
  ['06 12 34 56 78', '+33612345678', '+33612345678'],
  ['06.12.34.56.78', '+33612345678', '+33612345678'],
  ['06-12-34-56-78', '+33612345678', '+33612345678'],
  [' 06 12 34 56 78 ', '+33612345678', '+33612345678'],
  ['+33612345678', '+33612345678', '+33612345678'],
  ['+33 6 12 34 56 78', '+33612345678', '+33612345678'],
  ['0033 6 12 34 56 78', '+33612345678', '+33612345678'],
  ['0033612345678', '+33612345678', '+33612345678'],
  ['07 81 23 45 67', '+33781234567', '+33781234567'],
  ['+33 7 56 12 34 56', '+33756123456', '+33756123456'],
  ['0033756123456', '+33756123456', '+33756123456'],
  ['06\u00a012\u00a034\u00a056\u00a078', '+33612345678', '+33612345678'],
  // 07 0x to 07 2x are not given to mobiles: the page's rule lets them by, libphonenumber does not.
  ['07 12 34 56 78', '+33712345678', null],
  ['07 00 00 00 00', '+33700000000', null],
  // Landlines, special and short numbers: the e-mail only.
  ['01 40 00 00 00', null, null],
  ['02 99 00 00 00', null, null],
  ['03 20 00 00 00', null, null],
  ['04 91 00 00 00', null, null],
  ['05 56 00 00 00', null, null],
  ['09 70 00 00 00', null, null],
  ['08 00 00 00 00', null, null],
  ['+33 1 40 00 00 00', null, null],
  // Foreign numbers, even mobiles.
  ['+32 470 12 34 56', null, null],
  ['+41 79 123 45 67', null, null],
  ['+44 7700 900123', null, null],
  ['+1 415 555 0100', null, null],
  // Typos: too short, too long, letters.
  ['06 12 34 56 7', null, null],
  ['06 12 34 56 789', null, null],
  ['06 12 AB 56 78', null, null],
];

describe('French mobile numbers', () => {
  it('has a table of thirty numbers', () => {
    expect(NUMBERS).toHaveLength(30);
  });

  it.each(NUMBERS)('%s → %s on the booking page, %s on the server', (raw, page, server) => {
    expect(frenchMobileE164(raw)).toBe(page);
    expect(smsRecipientOf(raw)).toBe(server);
  });

  it('has no number for an empty field', () => {
    expect(smsRecipientOf('')).toBeNull();
    expect(smsRecipientOf(null)).toBeNull();
  });

  it('masks all but the first and last two digits', () => {
    expect(maskRecipient('+33612345678')).toBe('+33 6 •• •• •• 78');
  });
});
