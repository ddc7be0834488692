import { frenchSignificantDigits } from '../phone-format';

/**
 * A French mobile number (06 or 07) in E.164 (« +33612345678 »), or null for anything else:
 * landlines (01 to 05, 09), special numbers (08), foreign numbers, typos. Spaces, dots and
 * dashes between digits are tolerated; « 06… », « +33 6… » and « 0033 6… » are the same number.
 * Pure and without a library: the public booking page runs it (issue 35; the server checks again
 * with libphonenumber-js, ADR 0062).
 */
export function frenchMobileE164(raw: string): string | null {
  const digits = frenchSignificantDigits(raw);
  return digits && /^[67]/.test(digits) ? `+33${digits}` : null;
}
