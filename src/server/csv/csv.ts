/** The code base's one CSV writer (STYLE 11): the GDPR exports, the payments list and the appointments list write with it. */
/** UTF-8 byte order mark: French Excel reads the file as UTF-8 (accents intact) only with it. */
const BOM = '\uFEFF';
/** French Excel expects `;` (the comma is the decimal separator). */
const SEPARATOR = ';';

export type TCsvValue = string | number | boolean | null | undefined;

/** A value that cannot run as a formula: only digits, spaces, signs and punctuation of numbers and phones. */
const PLAIN_NUMBER = /^[+-]?[\d\s().,/]*$/;

/**
 * Quotes when needed (separator, quote, line break, surrounding spaces) and neutralises formula
 * injection: customers type their own names on the public page, and a cell starting with `=`, `+`,
 * `-`, `@` would run in the provider's spreadsheet — it gets a leading apostrophe (OWASP advice).
 */
export function csvCell(value: TCsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  if (/[;"\r\n]/.test(text) || text !== text.trim()) return `"${text.replaceAll('"', '""')}"`;
  return text;
}

/** A whole CSV file: BOM, header line, CRLF line ends. */
export function toCsv<R>(
  columns: Array<{ header: string; value: (row: R) => TCsvValue }>,
  rows: R[],
): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(SEPARATOR)];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(SEPARATOR));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
