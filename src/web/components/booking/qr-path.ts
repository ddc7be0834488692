import QRCode from 'qrcode';

/** Modules of white border the QR specification asks for around the code. */
export const QR_QUIET_ZONE = 4;

/**
 * The QR code of a text as one SVG path (one rectangle per run of dark modules in a row),
 * computed in the browser: the link never leaves the page for a QR service.
 */
export function qrCodePath(text: string): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      parts.push(`M${start} ${row}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size: modules.size, d: parts.join('') };
}
