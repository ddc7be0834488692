import { useState } from 'react';
import { DEFAULT_TIMEZONE, formatDate, formatPrice } from '../../../../shared/french-format';
import type { TAdminTransferOrder } from '../../../../shared/schemas/payments-transfers';
import { ActionButton } from '../../../components/ui/action-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Notice } from '../../../components/ui/notice';
import { QueryState } from '../../../components/ui/query-state';
import { parseApiError } from '../../../lib/parse-api-error';
import { useConfirmTransferOrder, usePendingTransferOrdersQuery } from '../api/transfer-orders';

/**
 * « Virements en attente » (ADR 0056): the providers' orders to pay by transfer — every provider's
 * on /admin/compta, one provider's (`userId`) on their user page. « Confirmer la réception », once
 * the money is on the account, issues the invoice, activates the pack or the credits at once and
 * tells the provider.
 */
export function PendingTransfers({ userId }: { userId?: string } = {}) {
  const query = usePendingTransferOrdersQuery(userId);
  const titleId = userId ? 'user-pending-transfers-title' : 'pending-transfers-title';
  const confirm = useConfirmTransferOrder();
  const [asked, setAsked] = useState<TAdminTransferOrder | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <section
      aria-labelledby={titleId}
      className={userId ? 'rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6' : 'mb-8'}
    >
      <h2 id={titleId} className="mb-3 text-lg font-semibold text-slate-900">
        Virements en attente
      </h2>
      {done && (
        <Notice tone="success" className="mb-3">
          {done}
        </Notice>
      )}
      <QueryState
        query={query}
        loadingLabel="Chargement des virements en attente…"
        errorLabel="Impossible de charger les virements en attente."
      >
        {(orders) =>
          orders.length === 0 ? (
            <p className="text-sm text-slate-600">Aucune commande n’attend de virement.</p>
          ) : (
            // relative: the visually hidden « Action » header is positioned absolutely; without a
            // positioned scroll box it escapes it and widens the whole page on a phone.
            <div className="relative overflow-x-auto">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <caption className="sr-only">
                  Commandes en attente de virement, les plus récentes d’abord
                </caption>
                <thead>
                  <tr className="border-b border-slate-200 text-slate-600">
                    <th className="py-2 pr-3 font-medium">Référence</th>
                    <th className="py-2 pr-3 font-medium">Client</th>
                    <th className="py-2 pr-3 font-medium">Produit</th>
                    <th className="py-2 pr-3 font-medium">Montant TTC</th>
                    <th className="py-2 pr-3 font-medium">Commandé le</th>
                    <th className="py-2 font-medium">
                      <span className="sr-only">Action</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {orders.map((order) => (
                    <tr key={order.id} className="border-b border-slate-100">
                      <td className="py-2 pr-3 font-mono whitespace-nowrap">{order.reference}</td>
                      <td className="py-2 pr-3">
                        {order.customer.name}
                        <span className="block text-xs text-slate-600">{order.customer.email}</span>
                      </td>
                      <td className="py-2 pr-3">
                        {order.productName}
                        {order.renews && ' (mois suivant)'}
                      </td>
                      <td className="py-2 pr-3">{formatPrice(order.amountCents)}</td>
                      <td className="py-2 pr-3">{formatDate(order.createdAt, DEFAULT_TIMEZONE, 'medium')}</td>
                      <td className="py-2">
                        <ActionButton
                          size="sm"
                          aria-label={`Confirmer la réception du virement ${order.reference}`}
                          onClick={() => setAsked(order)}
                        >
                          Confirmer la réception
                        </ActionButton>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAsked(null);
            confirm.reset();
          }
        }}
        title="Confirmer la réception du virement ?"
        confirmLabel="Confirmer la réception"
        tone="primary"
        pending={confirm.isPending}
        error={confirm.isError ? parseApiError(confirm.error).message : null}
        onConfirm={() =>
          asked &&
          confirm.mutate(asked.id, {
            onSuccess: (answer) => {
              setDone(
                `Virement ${answer.order.reference} confirmé : facture ${answer.invoice.number} émise, ${answer.order.productName} actif pour ${answer.order.customer.name}, prévenu par e-mail.`,
              );
              setAsked(null);
            },
          })
        }
      >
        <p>
          Vérifiez sur le relevé bancaire qu’un virement de {asked && formatPrice(asked.amountCents)} portant
          la référence <strong>{asked?.reference}</strong> est arrivé.
        </p>
        <p>
          La facture est émise (elle est définitive), {asked?.productName} est activé aussitôt pour{' '}
          {asked?.customer.name}, qui est prévenu.
        </p>
      </ConfirmDialog>
    </section>
  );
}
