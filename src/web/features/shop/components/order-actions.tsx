import { useState } from 'react';
import { CANCELLABLE_STATUSES, type TOrder } from '../../../../shared/schemas/shop';
import { ActionButton } from '../../../components/ui/action-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Notice } from '../../../components/ui/notice';
import { parseApiError } from '../../../lib/parse-api-error';
import { useCancelOrderMutation, usePayOrderMutation } from '../api/shop-api';
import { formatShopDateTime } from '../utils/shop-format';
import { PaymentsOffNotice } from './payments-off-notice';

/** « Payer » an order awaiting payment: Stripe Checkout again, or the transfer notice when cards are off. */
function PayOrder({ order, paymentsEnabled }: { order: TOrder; paymentsEnabled: boolean }) {
  const pay = usePayOrderMutation();
  const failure = pay.isError ? parseApiError(pay.error) : null;
  const cardsOff = !paymentsEnabled || failure?.code === 'PAYMENTS_DISABLED';
  return (
    <div className="space-y-2">
      {order.holdUntil && (
        <p className="text-sm text-slate-700">Réservée jusqu’au {formatShopDateTime(order.holdUntil)}.</p>
      )}
      {cardsOff ? (
        <PaymentsOffNotice />
      ) : (
        <>
          <ActionButton
            size="sm"
            loading={pay.isPending || pay.isSuccess}
            onClick={() => pay.mutate(order.id)}
          >
            Payer <span className="sr-only">la commande {order.reference}</span>
          </ActionButton>
          {failure && <Notice tone="error">{failure.message}</Notice>}
          {(pay.isPending || pay.isSuccess) && (
            <p role="status" className="text-sm text-slate-700">
              Redirection vers la page de paiement sécurisée…
            </p>
          )}
        </>
      )}
    </div>
  );
}

/** « Annuler la commande », after a confirmation that says what happens to the money. */
function CancelOrder({ order }: { order: TOrder }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrderMutation();
  const paid = order.status !== 'pending_payment';
  return (
    <>
      <ActionButton
        variant="secondary"
        size="sm"
        onClick={() => {
          cancel.reset();
          setOpen(true);
        }}
      >
        Annuler la commande <span className="sr-only">{order.reference}</span>
      </ActionButton>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Annuler la commande ${order.reference} ?`}
        confirmLabel="Annuler la commande"
        pending={cancel.isPending}
        error={cancel.isError ? parseApiError(cancel.error).message : null}
        onConfirm={() => cancel.mutate(order.id, { onSuccess: () => setOpen(false) })}
      >
        <p>
          {paid
            ? 'Votre commande sera annulée et remboursée sur le moyen de paiement utilisé.'
            : 'Votre commande sera annulée et ses articles remis en vente. Aucun paiement n’a été pris.'}
        </p>
      </ConfirmDialog>
    </>
  );
}

/** What the provider may still do with an order: pay it, cancel it. */
export function OrderActions({ order, paymentsEnabled }: { order: TOrder; paymentsEnabled: boolean }) {
  const payable = order.status === 'pending_payment';
  const cancellable = CANCELLABLE_STATUSES.includes(order.status);
  if (!payable && !cancellable) return null;
  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 pt-3 sm:flex-row sm:items-start sm:justify-between">
      {payable && <PayOrder order={order} paymentsEnabled={paymentsEnabled} />}
      {cancellable && (
        <div className="sm:ml-auto">
          <CancelOrder order={order} />
        </div>
      )}
    </div>
  );
}
