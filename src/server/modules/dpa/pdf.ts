import { DEFAULT_TIMEZONE, formatDate } from '../../../shared/french-format';
import type { TDpaSignature } from '../../db/schema';
import { a4Document, PDF_FONTS } from '../../pdf/pdf-document';
import { readContractBlocks } from './contract-blocks';

export type TPdfInput = {
  numeroContrat: string;
  contenu: string;
  signature: TDpaSignature | null;
  signedAt: Date | null;
};

/** The seconds stay: this line is evidence of the signature, next to the server's UTC timestamp. */
const PARIS_TIME = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: DEFAULT_TIMEZONE,
});

function evidenceLines(signature: TDpaSignature, signedAt: Date): string[] {
  const lines = [
    `Signé électroniquement le ${formatDate(signedAt, DEFAULT_TIMEZONE)} à ${PARIS_TIME.format(signedAt)} (heure de Paris)`,
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
export async function renderDpaPdf(input: TPdfInput): Promise<Buffer> {
  const { doc, bytes } = await a4Document({
    title: `DPA ${input.numeroContrat}`,
    subject: 'Accord de traitement RGPD',
  });
  const write = (font: string, size: number, text: string, gap: number, indent = 0) => {
    doc.font(font).fontSize(size).text(text, { indent, paragraphGap: gap });
  };

  for (const block of readContractBlocks(input.contenu)) {
    if (block.kind === 'row')
      write(block.header ? PDF_FONTS.bold : PDF_FONTS.regular, 10, block.cells.join('  |  '), 3);
    else if (block.kind === 'h1') write(PDF_FONTS.bold, 16, block.text, 10);
    else if (block.kind === 'h2') {
      doc.moveDown(0.5);
      write(PDF_FONTS.bold, 12, block.text, 4);
    } else if (block.kind === 'p') write(PDF_FONTS.regular, 10, block.text, 6);
    else write(PDF_FONTS.regular, 10, `•  ${block.text}`, 3, 10);
  }

  doc.moveDown(1);
  write(PDF_FONTS.bold, 12, 'Preuve de signature', 4);
  if (input.signature && input.signedAt) {
    for (const line of evidenceLines(input.signature, input.signedAt)) write(PDF_FONTS.regular, 9, line, 2);
  } else {
    write(PDF_FONTS.regular, 10, 'Brouillon : ce document n’a pas encore été signé.', 2);
  }
  doc.end();
  return bytes;
}
