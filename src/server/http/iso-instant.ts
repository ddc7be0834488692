/** Instants written so far: slots fall on a few thousand grid instants, asked for again and again. */
const written = new Map<number, string>();
const LIMIT = 50_000;

/**
 * `date.toISOString()`, remembered per instant: a month of slots is a thousand of them per
 * request, and the same ones for every visitor (ADR 0043).
 */
export function isoInstant(date: Date): string {
  const ms = date.getTime();
  let iso = written.get(ms);
  if (iso === undefined) {
    if (written.size >= LIMIT) written.clear();
    iso = date.toISOString();
    written.set(ms, iso);
  }
  return iso;
}
