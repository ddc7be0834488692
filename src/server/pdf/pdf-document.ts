import PDFDocument from 'pdfkit';

/**
 * The standard Helvetica of PDF readers only knows WinAnsi: French letters, « », ’ and œ are in
 * it, but a user agent or a name may hold anything. Other characters become '?' instead of wrong
 * glyphs; line breaks stay.
 */
export function toWinAnsi(text: string): string {
  return text.replace(
    /[^\n\u0020-\u007e\u00a0-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]/gu,
    '?',
  );
}

/**
 * An A4 document and the promise of its bytes once `doc.end()` is called. `createdAt` fixes the
 * document's creation date, so that the same input renders the same file.
 */
export function a4Document(info: { title: string; subject: string; createdAt?: Date }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: toWinAnsi(info.title),
      Author: 'Créneau',
      Subject: toWinAnsi(info.subject),
      ...(info.createdAt && { CreationDate: info.createdAt }),
    },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
