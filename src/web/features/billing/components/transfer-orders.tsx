import { useState } from 'react';
import {
  TRANSFER_ORDER_STATUS_LABELS,
  type TTransferOrder,
  type TTransfersResponse,
} from '../../../../shared/schemas/payments-transfers';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DangerButton } from '../../../components/ui/danger-button';
import { parseApiError } from '../../../lib/parse-api-error';
import { useCancelTransferOrder } from '../api/transfers';
import { TransferDetails } from './transfer-details';

/**
 * The orders awaiting their transfer (ADR 0056), each with what to transfer and « Annuler la
 * commande » behind a confirmation. The pack or the credits arrive when the team confirms the money.
 */
export function TransferOrders({ transfers }: { transfers: TTransfersResponse }) {
  const cancel = useCancelTransferOrder();
  const [asked, setAsked] = useState<TTransferOrder | null>(null);
  if (transfers.orders.length === 0) return null;
  return (
    <section aria-labelledby="transfer-orders-title" className="mb-6">
      <h3 id="transfer-orders-title" className="mb-2 font-semibold text-slate-900">
        Virements à effectuer
      </h3>
      <p className="mb-3 text-sm text-slate-600">
        Faites le virement avec sa référence : votre pack ou vos rendez-vous sont activés dès que nous
        confirmons sa réception, et vous en êtes prévenu par e-mail.
      </p>
      <ul className="space-y-3">
        {transfers.orders.map((order) => (
          <li key={order.id} className="rounded-xl border border-amber-300 bg-amber-50/50 p-4">
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <h4 className="font-semibold text-slate-900">
                {order.productName}
                {order.renews && ' — mois suivant'}
              </h4>
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {TRANSFER_ORDER_STATUS_LABELS[order.status]}
              </span>
            </div>
            {transfers.bank ? (
              <TransferDetails order={order} bank={transfers.bank} />
            ) : (
              <p className="text-sm">Référence : {order.reference}</p>
            )}
            <div className="mt-3">
              <DangerButton onClick={() => setAsked(order)}>Annuler la commande</DangerButton>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAsked(null);
            cancel.reset();
          }
        }}
        title="Annuler cette commande ?"
        confirmLabel="Annuler la commande"
        pending={cancel.isPending}
        error={cancel.isError ? parseApiError(cancel.error).message : null}
        onConfirm={() => asked && cancel.mutate(asked.id, { onSuccess: () => setAsked(null) })}
      >
        <p>
          {asked?.productName} ({asked?.reference}) ne sera plus attendu. N’envoyez pas de virement pour cette
          commande ; si vous l’avez déjà fait, écrivez-nous.
        </p>
      </ConfirmDialog>
    </section>
  );
}
