import { Printer } from 'lucide-react';
import { createPortal } from 'react-dom';
import { QrCodeSvg } from '../../../components/booking/qr-code-svg';
import { ActionButton } from '../../../components/ui/action-button';

/**
 * Printing shows only the portal card below (a direct child of <body>): every other child of
 * <body>, the app included, is hidden, so the sheet holds one clean A4 card and nothing else.
 */
const PRINT_CSS = `
.booking-qr-print { display: none; }
@media print {
  @page { size: A4 portrait; margin: 20mm; }
  body > *:not(.booking-qr-print) { display: none !important; }
  .booking-qr-print {
    display: flex; flex-direction: column; align-items: center; justify-content: center;
    gap: 10mm; min-height: 240mm; text-align: center; color: #000; background: #fff;
  }
  .booking-qr-print svg { width: 110mm; height: 110mm; }
}`;

function PrintCard({ url, displayName }: { url: string; displayName: string }) {
  return createPortal(
    <div className="booking-qr-print">
      <style>{PRINT_CSS}</style>
      <p style={{ fontSize: '26pt', fontWeight: 700, margin: 0 }}>{displayName}</p>
      <QrCodeSvg text={url} label={`QR code vers ${url}`} />
      <p style={{ fontSize: '12pt', margin: 0, wordBreak: 'break-all' }}>{url}</p>
    </div>,
    document.body,
  );
}

/** The booking link as a QR code, to show on a screen or print for the counter or the door. */
export function BookingQrCard({ url, displayName }: { url: string; displayName: string }) {
  return (
    <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
      <QrCodeSvg
        text={url}
        label={`QR code de votre page de réservation : ${url}`}
        className="size-44 shrink-0 rounded-lg border border-slate-200"
      />
      <div className="space-y-3 text-sm text-slate-600">
        <p>
          Vos clients scannent ce code avec l’appareil photo de leur téléphone et arrivent directement sur
          votre page de réservation.
        </p>
        <p>Imprimez-le pour votre accueil, votre vitrine ou vos cartes de visite.</p>
        <ActionButton variant="secondary" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          Imprimer
        </ActionButton>
      </div>
      <PrintCard url={url} displayName={displayName} />
    </div>
  );
}
