import { formatDateTime } from '../../../shared/french-format';
import type { TOrder } from '../../../shared/schemas/shop';
import { a4Document, PDF_FONTS } from '../../pdf/pdf-document';
import { onFirstUse } from '../../process/on-first-use';

type TQrCode = typeof import('qrcode');
/** qrcode comes with the first packing slip. */
const loadQrCode = onFirstUse(async (): Promise<TQrCode> => (await import('qrcode')).default);

/** A QR code drawn with rectangles (no image, no service): what the personalised item must carry. */
function drawQr(
  QRCode: TQrCode,
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  size: number,
): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  doc.save().fillColor('#000');
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1)
      if (modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell).fill();
  doc.restore();
}

/**
 * GET /api/admin/orders/{id}/packing-slip.pdf: what goes in the parcel and where it goes — the
 * items and quantities, no prices, the address, and for each personalised item the address
 * and QR code to print on it.
 */
export async function renderPackingSlip(order: TOrder, now: Date): Promise<Buffer> {
  const QRCode = await loadQrCode();
  const { doc, bytes } = await a4Document({
    title: `Bordereau de préparation ${order.reference}`,
    subject: `Commande ${order.reference}`,
    createdAt: now,
  });
  doc.font(PDF_FONTS.bold).fontSize(18);
  doc.text(`Bordereau de préparation — ${order.reference}`);
  doc.font(PDF_FONTS.regular).fontSize(10).moveDown(0.5);
  doc.text(`Commande du ${formatDateTime(order.createdAt, 'Europe/Paris')}`);
  doc.moveDown();

  doc.font(PDF_FONTS.bold).fontSize(12);
  doc.text('Livrer à');
  doc.font(PDF_FONTS.regular).fontSize(11);
  const address = order.shippingAddress;
  if (address) {
    doc.text(address.name);
    doc.text(address.line1);
    if (address.line2) doc.text(address.line2);
    doc.text(`${address.postalCode} ${address.city}`);
    doc.text('France');
  } else {
    doc.text('Adresse anonymisée');
  }
  doc.moveDown();

  doc.font(PDF_FONTS.bold).fontSize(12);
  doc.text('Articles');
  doc.font(PDF_FONTS.regular).fontSize(11);
  for (const item of order.items) {
    doc.moveDown(0.4);
    doc.text(`${item.quantity} × ${item.name}`);
    if (!item.personalisation) continue;
    const url = item.personalisation.bookingUrl;
    doc.fontSize(9);
    doc.text(`Personnalisation : QR code et adresse de la page de réservation — ${url}`);
    doc.fontSize(11);
    if (doc.y + 120 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y + 4;
    drawQr(QRCode, doc, url, doc.page.margins.left, top, 110);
    doc.y = top + 118;
    doc.x = doc.page.margins.left;
  }
  doc.moveDown();
  doc.fontSize(9).fillColor('#555');
  doc.text('Document interne de préparation : il ne vaut pas facture.');
  doc.end();
  return bytes;
}
