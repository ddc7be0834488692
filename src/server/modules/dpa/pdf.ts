import PDFDocument from 'pdfkit';
import type { TDpaSignature } from '../../db/schema';
import { readContractBlocks } from './contract-blocks';

export type TPdfInput = {
  numeroContrat: string;
  contenu: string;
  signature: TDpaSignature | null;
  signedAt: Date | null;
};

const PARIS_DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'full',
  timeStyle: 'long',
  timeZone: 'Europe/Paris',
});

/**
 * The standard Helvetica of PDF readers only knows WinAnsi: French letters, « », ’ and œ are in
 * it, but a user agent may hold anything. Other characters become '?' instead of wrong glyphs.
 */
export function toWinAnsi(text: string): string {
  return text.replace(
    /[^\u0020-\u007e\u00a0-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]/gu,
    '?',
  );
}

function evidenceLines(signature: TDpaSignature, signedAt: Date): string[] {
  const lines = [
    `Signé électroniquement le ${PARIS_DATE_TIME.format(signedAt)} (heure de Paris)`,
    `Horodatage du serveur (UTC) : ${signature.timestamp}`,
    `Adresse IP constatée par le serveur : ${signature.ip}`,
  ];
  if (signature.declaredIp) lines.push(`Adresse IP déclarée par le navigateur : ${signature.declaredIp}`);
  lines.push(
    `Navigateur (user agent) : ${signature.userAgent || 'non communiqué'}`,
    'Méthode : signature électronique (electronic), après lecture du contrat',
    `Empreinte SHA-256 du texte signé : ${signature.contentHash}`,
  );
  return lines;
}

/** The contract as a PDF: its text, then the signature evidence (or a draft notice). */
export function renderDpaPdf(input: TPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `DPA ${input.numeroContrat}`, Author: 'Créneau', Subject: 'Accord de traitement RGPD' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const write = (font: string, size: number, text: string, gap: number, indent = 0) => {
    doc.font(font).fontSize(size).text(toWinAnsi(text), { indent, paragraphGap: gap });
  };

  for (const block of readContractBlocks(input.contenu)) {
    if (block.kind === 'row')
      write(block.header ? 'Helvetica-Bold' : 'Helvetica', 10, block.cells.join('  |  '), 3);
    else if (block.kind === 'h1') write('Helvetica-Bold', 16, block.text, 10);
    else if (block.kind === 'h2') {
      doc.moveDown(0.5);
      write('Helvetica-Bold', 12, block.text, 4);
    } else if (block.kind === 'p') write('Helvetica', 10, block.text, 6);
    else write('Helvetica', 10, `•  ${block.text}`, 3, 10);
  }

  doc.moveDown(1);
  write('Helvetica-Bold', 12, 'Preuve de signature', 4);
  if (input.signature && input.signedAt) {
    for (const line of evidenceLines(input.signature, input.signedAt)) write('Helvetica', 9, line, 2);
  } else {
    write('Helvetica', 10, 'Brouillon : ce document n’a pas encore été signé.', 2);
  }
  doc.end();
  return done;
}
