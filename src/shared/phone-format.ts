/**
 * Phone numbers as people read them (issue 37, « one voice »): what was typed is stored as typed,
 * every screen, e-mail and calendar shows it through `formatPhone`, every tap-to-call link through
 * `phoneHref`. Pure and without a library: the public booking page bundles it.
 */

// Separators people type between digits: spaces (no-break ones too), dots, dashes.
const SEPARATORS = /[\s.\-\u00a0\u202f]/g;

/**
 * The nine digits after the leading 0 of a French number (« 612345678 »), or null: « 06… »,
 * « +33 6… », « +33 (0)6… » and « 0033 6… » are the same number; 00 is not a French prefix.
 */
export function frenchSignificantDigits(raw: string): string | null {
  const compact = raw
    .trim()
    .replace(SEPARATORS, '')
    .replace(/^(\+33|0033)\(0\)/, '$1');
  return /^(?:\+33|0033|0)([1-9]\d{8})$/.exec(compact)?.[1] ?? null;
}

/**
 * « 06 12 34 56 78 » for a French number however it was typed; an international number
 * (« +44 20  7946-0958 ») trimmed with single spaces; anything else (an extension, a typo) unchanged.
 */
export function formatPhone(raw: string): string {
  const digits = frenchSignificantDigits(raw);
  if (digits) return `0${digits}`.replace(/(\d\d)(?=\d)/g, '$1 ');
  const trimmed = raw.trim();
  if (/^(\+|00)[1-9][\d\s.\-()]{5,}$/.test(trimmed)) return trimmed.replace(/\s+/g, ' ');
  return raw;
}

/** A tap-to-call link: E.164 for a French number, otherwise the typed digits and a leading +. */
export function phoneHref(raw: string): string {
  const digits = frenchSignificantDigits(raw);
  return `tel:${digits ? `+33${digits}` : raw.replace(/[^\d+]/g, '')}`;
}
