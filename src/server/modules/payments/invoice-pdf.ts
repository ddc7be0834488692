import { formatDate } from '../../../shared/french-format';
import { BILLING_TIME_ZONE } from '../../../shared/pricing';
import { PAYMENT_METHOD_LABELS } from '../../../shared/schemas/payments';
import type { invoices, TInvoiceParty } from '../../db/schema';
import { a4Document, PDF_FONTS } from '../../pdf/pdf-document';

export type TInvoiceRow = typeof invoices.$inferSelect;

/** 1 234,50 €, its spaces the ordinary no-break space (U+00A0) whatever Intl puts there. */
export function euros(cents: number): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/[\u202f\u00a0]/g, '\u00a0');
}

const percent = (bp: number) => `${String(bp / 100).replace('.', ',')}\u00a0%`;

/** « 1er décembre 2026 », as every other date of the app. */
const longDate = (at: Date) => formatDate(at, BILLING_TIME_ZONE, 'long');

/** « 123 456 789 » for a SIREN, « 123 456 789 00012 » for a SIRET. */
function groupDigits(value: string): string {
  return value.length === 14
    ? `${value.slice(0, 3)} ${value.slice(3, 6)} ${value.slice(6, 9)} ${value.slice(9)}`
    : value.replace(/(\d{3})(?=\d)/g, '$1 ');
}

/** « 10 000 € » never split across two lines: the spaces inside an amount become non-breaking. */
const unbreakableAmount = (text: string) => text.replace(/(\d) (?=[\d€])/g, '$1\u00a0');

function sellerLines(seller: TInvoiceParty): string[] {
  const capital = seller.capital ? `au capital de ${unbreakableAmount(seller.capital)}` : null;
  const form = [seller.legalForm, capital].filter(Boolean).join(' ');
  return [
    seller.name,
    form,
    seller.address,
    seller.siren ? `SIREN ${groupDigits(seller.siren)}` : null,
    seller.vatNumber ? `N° de TVA intracommunautaire : ${seller.vatNumber}` : null,
  ].filter((line): line is string => Boolean(line));
}

function buyerLines(buyer: TInvoiceParty): string[] {
  return [
    buyer.name,
    buyer.address,
    buyer.siret ? `SIRET ${groupDigits(buyer.siret)}` : null,
    buyer.email,
  ].filter((line): line is string => Boolean(line));
}

const COLUMNS = [
  { title: 'Désignation', x: 56, width: 214, align: 'left' },
  { title: 'Qté', x: 272, width: 30, align: 'right' },
  { title: 'Prix unitaire HT', x: 304, width: 80, align: 'right' },
  { title: 'TVA', x: 386, width: 50, align: 'right' },
  { title: 'Total HT', x: 438, width: 101, align: 'right' },
] as const;

/**
 * The invoice or credit note as a PDF, from its immutable row: the same row renders the same
 * document (its creation date is the issue date). Every mention of art. 242 nonies A of annex II
 * to the CGI and of art. L441-9 of the commercial code that applies to a paid sale.
 */
export async function renderInvoicePdf(row: TInvoiceRow, creditedNumber: string | null): Promise<Buffer> {
  const invoice = row.kind === 'invoice';
  const title = invoice ? 'Facture' : 'Avoir';
  const { doc, bytes } = await a4Document({
    title: `${title} ${row.number}`,
    subject: invoice ? 'Facture Créneau' : 'Avoir Créneau',
    createdAt: row.issuedAt,
  });

  doc.font(PDF_FONTS.bold).fontSize(20);
  doc.text(title.toUpperCase());
  doc.font(PDF_FONTS.regular).fontSize(10);
  doc.text(`N° ${row.number}`);
  doc.text(`Date d’émission : ${longDate(row.issuedAt)}`);
  if (creditedNumber) doc.text(`Avoir sur la facture n° ${creditedNumber}`);

  const top = doc.y + 16;
  doc.font(PDF_FONTS.bold).text('Vendeur', 56, top);
  doc.font(PDF_FONTS.regular);
  doc.text(sellerLines(row.seller).join('\n'), { width: 230 });
  const sellerEnd = doc.y;
  doc.font(PDF_FONTS.bold).text('Client', 320, top);
  doc.font(PDF_FONTS.regular);
  doc.text(buyerLines(row.buyer).join('\n'), { width: 219 });
  doc.y = Math.max(sellerEnd, doc.y) + 20;

  const header = doc.y;
  doc.font(PDF_FONTS.bold);
  for (const c of COLUMNS) doc.text(c.title, c.x, header, { width: c.width, align: c.align });
  doc
    .moveTo(56, doc.y + 2)
    .lineTo(539, doc.y + 2)
    .stroke();
  doc.font(PDF_FONTS.regular);
  for (const line of row.lines) {
    const y = doc.y + 6;
    const cells = [
      line.label,
      String(line.quantity),
      euros(line.unitExclCents),
      row.vatExempt ? '—' : percent(line.vatRate * 100),
      euros(line.totalExclCents),
    ];
    let bottom = y;
    cells.forEach((cell, i) => {
      const c = COLUMNS[i];
      if (!c) return;
      doc.text(cell, c.x, y, { width: c.width, align: c.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom;
  }
  doc
    .moveTo(56, doc.y + 4)
    .lineTo(539, doc.y + 4)
    .stroke();

  const totals: Array<[string, string]> = [['Total HT', euros(row.totalExclCents)]];
  if (!row.vatExempt) totals.push([`TVA ${percent(row.vatRateBp)}`, euros(row.vatCents)]);
  totals.push(['Total TTC', euros(row.totalInclCents)]);
  doc.y += 10;
  for (const [label, amount] of totals) {
    const y = doc.y;
    doc.font(label === 'Total TTC' ? PDF_FONTS.bold : PDF_FONTS.regular);
    doc.text(label, 270, y, { width: 166, align: 'right' });
    doc.text(amount, 438, y, { width: 101, align: 'right' });
    doc.y += 2;
  }

  doc.font(PDF_FONTS.regular).fontSize(9);
  doc.x = 56;
  doc.y += 18;
  if (row.vatExempt) doc.text('TVA non applicable, art. 293 B du CGI', { width: 483 });
  const method = PAYMENT_METHOD_LABELS[row.method].toLowerCase();
  doc.text(
    invoice
      ? `Facture acquittée : payée le ${longDate(row.paidAt)} par ${method}.`
      : `Remboursement effectué le ${longDate(row.paidAt)} par ${method}.`,
    { width: 483 },
  );
  if (invoice) {
    doc.text(
      'Aucun escompte pour paiement anticipé. En cas de retard de paiement, pénalités au taux de trois fois le taux d’intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce).',
      { width: 483 },
    );
  }
  doc.end();
  return bytes;
}
