import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV for French Excel', () => {
  it('starts with a BOM, separates with ; and ends lines with CRLF', () => {
    const csv = toCsv(
      [
        { header: 'Nom', value: (r: { name: string; n: number }) => r.name },
        { header: 'Visites', value: (r) => r.n },
      ],
      [{ name: 'Hélène', n: 2 }],
    );
    expect(csv).toBe('\uFEFFNom;Visites\r\nHélène;2\r\n');
  });

  it('quotes separators, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('dit "bonjour"')).toBe('"dit ""bonjour"""');
    expect(csvCell('ligne 1\nligne 2')).toBe('"ligne 1\nligne 2"');
    expect(csvCell(' espace')).toBe('" espace"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(false)).toBe('false');
  });

  it('neutralises formulas but keeps phone numbers and negative numbers as they are', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2+cmd|x')).toBe("'-2+cmd|x");
    expect(csvCell('+33 6 12 34 56 78')).toBe('+33 6 12 34 56 78');
    expect(csvCell('-15')).toBe('-15');
  });
});
