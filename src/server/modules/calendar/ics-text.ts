/**
 * The few RFC 5545 writing rules the feed needs, written for speed (a feed holds thousands of
 * events) and giving the same bytes as ical-generator, which the booking e-mails' .ics still use:
 * render-feed.test.ts compares both outputs.
 */

/** At most 74 octets a line before the fold, as ical-generator (RFC 5545 §3.1 allows 75). */
const MAX_OCTETS = 74;

/** Under 25 UTF-16 units a line is at most 72 octets in UTF-8: it never needs folding. */
const ALWAYS_SHORT = Math.floor(MAX_OCTETS / 3);

/**
 * RFC 5545 §3.1 folding: a CRLF and a space before the character that would make the line longer
 * than 74 octets; never inside a character's UTF-8 bytes nor inside a surrogate pair.
 */
export function foldLine(line: string): string {
  if (line.length <= ALWAYS_SHORT) return line;
  let folded = '';
  let from = 0;
  let octets = 0;
  for (let i = 0; i < line.length; i++) {
    const start = i;
    const code = line.charCodeAt(i);
    let size = code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
    if (code >= 0xd800 && code <= 0xdbff) {
      i++;
      size = 4;
    }
    octets += size;
    if (octets > MAX_OCTETS) {
      folded += `${line.slice(from, start)}\r\n `;
      from = start;
      octets = size;
    }
  }
  return from === 0 ? line : folded + line.slice(from);
}

const TEXT_SPECIALS = /[\\;,\r\n]/;
const TEXT_ESCAPES = /[\\;,]|\r\n|\r|\n/g;

/** RFC 5545 §3.3.11 TEXT: `\`, `;` and `,` escaped, every line break written `\n`. */
export function escapeText(value: string): string {
  if (!TEXT_SPECIALS.test(value)) return value;
  return value.replace(TEXT_ESCAPES, (match) =>
    match === '\\' || match === ';' || match === ',' ? `\\${match}` : '\\n',
  );
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** A UTC DATE-TIME, `20261025T090000Z` (RFC 5545 §3.3.5, form 2). */
export function utcDateTime(date: Date): string {
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const day = `${twoDigits(date.getUTCMonth() + 1)}${twoDigits(date.getUTCDate())}`;
  const time = `${twoDigits(date.getUTCHours())}${twoDigits(date.getUTCMinutes())}${twoDigits(date.getUTCSeconds())}`;
  return `${year}${day}T${time}Z`;
}
