import { describe, expect, it } from 'vitest';
import { qrCodePath } from './qr-path';

describe('qrCodePath', () => {
  it('draws the three finder patterns of a QR code', () => {
    const { size, d } = qrCodePath('http://localhost/booking/abc');
    expect(size).toBeGreaterThanOrEqual(21);
    // Top-left finder: a full 7-module row at the top-left corner, then its hollow middle rows.
    expect(d.startsWith('M0 0h7v1h-7z')).toBe(true);
    expect(d).toContain('M0 1h1v1h-1z');
    // Top-right finder starts 7 modules from the right edge.
    expect(d).toContain(`M${size - 7} 0h7v1h-7z`);
    // Bottom-left finder's first row.
    expect(d).toContain(`M0 ${size - 7}h7v1h-7z`);
  });

  it('encodes the text it is given', () => {
    expect(qrCodePath('https://creneau.fr/booking/1').d).not.toBe(
      qrCodePath('https://creneau.fr/booking/2').d,
    );
    expect(qrCodePath('https://creneau.fr/booking/1').d).toBe(qrCodePath('https://creneau.fr/booking/1').d);
  });
});
