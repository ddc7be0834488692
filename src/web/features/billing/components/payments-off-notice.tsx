import { PAYMENT_MESSAGES } from '../../../../shared/schemas/payments';
import { WriteToSupport } from '../../../components/ui/write-to-support';

/** The notice when the instance has bank details to pay by transfer (ADR 0056). */
export const TRANSFER_OFFER =
  'Le paiement par carte n’est pas activé sur Créneau. Choisissez « Payer par virement » sous le pack ou la recharge voulu : vous obtenez les coordonnées bancaires et une référence, et votre pack est activé dès que nous recevons le virement.';

/**
 * Without card payments on this instance (ADR 0037): the truth, and how to pay by transfer — on
 * screen when the administrators gave bank details (ADR 0056), else by writing to the team.
 */
export function PaymentsOffNotice({ transfers }: { transfers: boolean }) {
  return (
    <div
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      role="note"
    >
      {transfers ? (
        <p>{TRANSFER_OFFER}</p>
      ) : (
        <>
          <p>{PAYMENT_MESSAGES.disabled}</p>
          <WriteToSupport mention="le pack ou la recharge choisi" />
        </>
      )}
    </div>
  );
}
