import QRCode from 'qrcode';
import { formatDateTime } from '../../../shared/french-format';
import type { TOrder } from '../../../shared/schemas/shop';
import { a4Document, toWinAnsi } from '../../pdf/pdf-document';

/** A QR code drawn with rectangles (no image, no service): what the personalised item must carry. */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
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
export function renderPackingSlip(order: TOrder, now: Date): Promise<Buffer> {
  const { doc, bytes } = a4Document({
    title: `Bordereau de préparation ${order.reference}`,
    subject: `Commande ${order.reference}`,
    createdAt: now,
  });
  const write = (text: string, options: PDFKit.Mixins.TextOptions = {}) => doc.text(toWinAnsi(text), options);
  doc.font('Helvetica-Bold').fontSize(18);
  write(`Bordereau de préparation — ${order.reference}`);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  write(`Commande du ${formatDateTime(order.createdAt, 'Europe/Paris')}`);
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(12);
  write('Livrer à');
  doc.font('Helvetica').fontSize(11);
  const address = order.shippingAddress;
  if (address) {
    write(address.name);
    write(address.line1);
    if (address.line2) write(address.line2);
    write(`${address.postalCode} ${address.city}`);
    write('France');
  } else {
    write('Adresse anonymisée');
  }
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(12);
  write('Articles');
  doc.font('Helvetica').fontSize(11);
  for (const item of order.items) {
    doc.moveDown(0.4);
    write(`${item.quantity} × ${item.name}`);
    if (!item.personalisation) continue;
    const url = item.personalisation.bookingUrl;
    doc.fontSize(9);
    write(`Personnalisation : QR code et adresse de la page de réservation — ${url}`);
    doc.fontSize(11);
    if (doc.y + 120 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y + 4;
    drawQr(doc, url, doc.page.margins.left, top, 110);
    doc.y = top + 118;
    doc.x = doc.page.margins.left;
  }
  doc.moveDown();
  doc.fontSize(9).fillColor('#555');
  write('Document interne de préparation : il ne vaut pas facture.');
  doc.end();
  return bytes;
}
