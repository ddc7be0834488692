import { SHOP_MESSAGES } from '../../../../shared/schemas/shop';
import { Notice } from '../../../components/ui/notice';
import { usePublicConfig } from '../../../lib/public-config';

/** Without card payments on this instance: the order is reserved, and paid by transfer. */
export function PaymentsOffNotice({ lead, className }: { lead?: string; className?: string }) {
  const supportEmail = usePublicConfig().data?.supportEmail;
  return (
    <Notice tone="warning" className={className}>
      <p>
        {lead && <strong className="font-semibold">{lead} </strong>}
        {SHOP_MESSAGES.paymentsOff}
      </p>
      {supportEmail && (
        <p className="mt-1">
          Écrivez-nous à{' '}
          <a className="font-semibold underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>{' '}
          en indiquant la référence de la commande.
        </p>
      )}
    </Notice>
  );
}
