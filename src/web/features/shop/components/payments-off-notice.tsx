import { SHOP_MESSAGES } from '../../../../shared/schemas/shop';
import { Notice } from '../../../components/ui/notice';
import { WriteToSupport } from '../../../components/ui/write-to-support';

/** Without card payments on this instance: the order is reserved, and paid by transfer. */
export function PaymentsOffNotice({ lead, className }: { lead?: string; className?: string }) {
  return (
    <Notice tone="warning" className={className}>
      <p>
        {lead && <strong className="font-semibold">{lead} </strong>}
        {SHOP_MESSAGES.paymentsOff}
      </p>
      <WriteToSupport mention="la référence de la commande" />
    </Notice>
  );
}
