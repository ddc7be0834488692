import { QrCodeSvg } from './qr-code-svg';

/**
 * A personalised shop item as it will be printed (issue 14): the product's photo, or a plain
 * card, with the QR code of the provider's booking page and its address. The same preview for
 * the provider before ordering and for the team preparing the order.
 */
export function PersonalisedPreview({
  productName,
  bookingUrl,
  photoUrl,
}: {
  productName: string;
  bookingUrl: string;
  photoUrl?: string;
}) {
  return (
    <figure className="overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
      <div className="relative h-52">
        {photoUrl ? (
          <img src={photoUrl} alt="" className="h-full w-full object-cover opacity-60" />
        ) : (
          <div className="h-full w-full bg-gradient-to-br from-slate-100 to-white" aria-hidden="true" />
        )}
        <div className="absolute inset-0 flex items-center justify-center p-3">
          <div className="flex w-40 flex-col items-center gap-1 rounded-md bg-white p-2 text-black shadow-md">
            <QrCodeSvg
              text={bookingUrl}
              label={`QR code imprimé sur « ${productName} » : ${bookingUrl}`}
              className="h-28 w-28"
            />
            <span className="break-all text-center text-[10px] leading-tight">{bookingUrl}</span>
          </div>
        </div>
      </div>
      <figcaption className="border-t border-slate-200 bg-white px-3 py-2 text-sm text-slate-600">
        Aperçu de la personnalisation : le QR code et l’adresse de la page de réservation, tels qu’imprimés.
      </figcaption>
    </figure>
  );
}
