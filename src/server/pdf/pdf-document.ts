import { createRequire } from 'node:module';
import type { Font } from 'fontkit';
import { onFirstUse } from '../process/on-first-use';

const require = createRequire(import.meta.url);

/**
 * Noto Sans (SIL Open Font License 1.1), regular and bold: the PDF readers' standard Helvetica
 * only knows WinAnsi, and a name such as « Łukasz Nguyễn » must print as written. Resolved like
 * any package file, from src/server as from the built dist/server.
 */
export const PDF_FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
} as const;

/** The names a renderer gives `doc.font()`. */
export const PDF_FONTS = { regular: 'texte', bold: 'texte-gras' } as const;

/**
 * pdfkit, fontkit and the two faces, with the first PDF (about 15 MB resident otherwise held from
 * the start), then shared by every document: a fresh parse makes each document decode the layout
 * tables again (about 0.3 s). pdfkit takes a fontkit font as a source (its types do not say so);
 * each document still embeds only the subset of glyphs it uses.
 */
const pdfLibraries = onFirstUse(async () => {
  const [pdfkit, fontkit] = await Promise.all([import('pdfkit'), import('fontkit')]);
  const openFace = (file: string): Font => {
    const font = fontkit.openSync(file);
    if (!('layout' in font)) throw new Error(`${file} is a font collection, not one face`);
    return font;
  };
  const faces = { regular: openFace(PDF_FONT_FILES.regular), bold: openFace(PDF_FONT_FILES.bold) };
  return { PDFDocument: pdfkit.default, faces };
});
const asSource = (font: Font) => font as unknown as PDFKit.Mixins.PDFFontSource;

/**
 * An A4 document, its fonts registered and the regular one selected, and the promise of its bytes
 * once `doc.end()` is called. `createdAt` fixes the document's creation date, so that the same
 * input renders the same file.
 */
export async function a4Document(info: { title: string; subject: string; createdAt?: Date }) {
  const {
    PDFDocument,
    faces: { regular, bold },
  } = await pdfLibraries();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    // No default font: pdfkit would load its Helvetica; the regular face is selected below.
    font: '',
    info: {
      Title: info.title,
      Author: 'Créneau',
      Subject: info.subject,
      ...(info.createdAt && { CreationDate: info.createdAt }),
    },
  });
  doc.registerFont(PDF_FONTS.regular, asSource(regular));
  doc.registerFont(PDF_FONTS.bold, asSource(bold));
  doc.font(PDF_FONTS.regular);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
