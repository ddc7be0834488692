import { PAYMENT_MESSAGES } from '../../../../shared/schemas/payments';
import { usePublicConfig } from '../../../lib/public-config';

/** Without card payments on this instance (ADR 0037): the truth, and how to pay by transfer. */
export function PaymentsOffNotice() {
  const supportEmail = usePublicConfig().data?.supportEmail;
  return (
    <div
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      role="note"
    >
      <p>{PAYMENT_MESSAGES.disabled}</p>
      {supportEmail && (
        <p className="mt-1">
          Écrivez-nous à{' '}
          <a className="font-semibold underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>{' '}
          en indiquant le pack ou la recharge choisi.
        </p>
      )}
    </div>
  );
}
