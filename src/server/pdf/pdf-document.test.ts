import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { itWithPdftotext, pdfText } from '../../test/pdf-text';
import { a4Document, PDF_FONT_FILES, PDF_FONTS } from './pdf-document';

describe('a4Document', () => {
  it('finds its font files where the package is installed', () => {
    expect(PDF_FONT_FILES.regular).toMatch(/node_modules\/@expo-google-fonts\/noto-sans\/.+\.ttf$/);
    expect(existsSync(PDF_FONT_FILES.regular)).toBe(true);
    expect(existsSync(PDF_FONT_FILES.bold)).toBe(true);
    // A production image keeps `dependencies` only (npm prune --omit=dev, ADR 0023).
    const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(dependencies).toHaveProperty('@expo-google-fonts/noto-sans');
  });

  itWithPdftotext(
    'prints names outside WinAnsi as written, in an embedded font, regular and bold',
    async () => {
      const { doc, bytes } = await a4Document({ title: 'Łukasz Nguyễn', subject: 'Essai' });
      doc.text('Client : Łukasz Nguyễn, Øre, Ğ — « œuvre » 1 234,50 €');
      doc.font(PDF_FONTS.bold).text('Đặng Thị Ánh, Żółć');
      doc.end();
      const pdf = await bytes;
      const text = await pdfText(pdf);
      expect(text).toContain('Client : Łukasz Nguyễn, Øre, Ğ — « œuvre » 1 234,50 €');
      expect(text).toContain('Đặng Thị Ánh, Żółć');
      const objects = pdf.toString('latin1');
      expect(objects).toMatch(/\/FontName \/[A-Z]{6}\+NotoSans-Regular/);
      expect(objects).toMatch(/\/FontName \/[A-Z]{6}\+NotoSans-Bold/);
      expect(objects).not.toContain('Helvetica');
    },
  );

  it('renders the same input to the same bytes, whatever documents came before (fonts shared)', async () => {
    const render = async (text: string) => {
      const { doc, bytes } = await a4Document({ title: 'Essai', subject: 'Essai', createdAt: new Date(0) });
      doc.text(text);
      doc.font(PDF_FONTS.bold).text(text);
      doc.end();
      return bytes;
    };
    const first = await render('Łukasz Nguyễn');
    await render('Øre, Ğ, Đặng Thị Ánh, Żółć — ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    expect((await render('Łukasz Nguyễn')).equals(first)).toBe(true);
  });
});
