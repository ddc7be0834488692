/**
 * IBAN and BIC checks for the bank details an administrator gives (ADR 0056): the ISO 13616
 * mod-97 check that catches a mistyped digit or two swapped ones, and the printed form in groups
 * of four that banks show.
 */

/** Upper case without spaces: « fr76 3000 … » → « FR763000… ». */
export function compactIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Country code, check digits, then 11 to 30 letters or digits (the longest IBAN is 34 characters). */
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** Whether a compact IBAN has the right shape and passes the mod-97 check (remainder 1). */
export function isValidIban(compact: string): boolean {
  if (!IBAN_SHAPE.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    // Letters count as two digits: A = 10 … Z = 35.
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** « FR76 3000 6000 0112 3456 7890 189 »: the IBAN in groups of four, as a bank prints it. */
export function formatIban(compact: string): string {
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}

/** A BIC (ISO 9362): 4 letters of bank, 2 of country, 2 of place, and optionally 3 of branch. */
export const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
