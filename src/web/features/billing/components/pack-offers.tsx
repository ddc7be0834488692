import { formatPrice } from '../../../../shared/french-format';
import type { TBalance, TPacksResponse } from '../../../../shared/schemas/billing';
import type { TCheckoutRequest, TSubscriptionResponse } from '../../../../shared/schemas/payments';
import type { TTransfersResponse } from '../../../../shared/schemas/payments-transfers';
import { ActionButton } from '../../../components/ui/action-button';
import { parseApiError } from '../../../lib/parse-api-error';
import { useStripeRedirect } from '../api/payments';
import { useCreateTransferOrder } from '../api/transfers';
import { PaymentsOffNotice } from './payments-off-notice';
import { RechargeList } from './recharge-list';
import { TransferOrders } from './transfer-orders';
import { TransferPeriod } from './transfer-period';

type TOffer = TPacksResponse['packs'][number];

function quotaOf(offer: TOffer): string {
  if (offer.appointmentsPerMonth === null) return 'Illimité';
  return offer.validityDays
    ? `${offer.appointmentsPerMonth} rendez-vous pendant ${offer.validityDays} jours`
    : `${offer.appointmentsPerMonth} rendez-vous par mois`;
}

function carryOf(offer: TOffer): string {
  if (offer.maxCarryOver === null) return 'Sans objet';
  return offer.maxCarryOver === 0 ? 'Aucun' : `Jusqu’à ${offer.maxCarryOver}`;
}

/**
 * The plans and recharges, each with its button to Stripe Checkout (ADR 0037) and, when the
 * instance gives bank details, « Payer par virement » (ADR 0056); the current plan is marked, not
 * offered. Without card payments, the notice says how to pay by transfer.
 */
export function PackOffers({
  catalogue,
  balance,
  payments,
  transfers,
}: {
  catalogue: TPacksResponse;
  balance: TBalance;
  payments: TSubscriptionResponse;
  transfers: TTransfersResponse;
}) {
  const redirect = useStripeRedirect();
  const order = useCreateTransferOrder();
  const pending = redirect.isPending || redirect.isSuccess;
  const buy = (checkout: TCheckoutRequest) => redirect.mutate({ checkout });
  const byTransfer = transfers.bank !== null;
  const plans = [catalogue.free, ...catalogue.packs];
  const transferButton = (label: string, product: TCheckoutRequest) =>
    byTransfer && (
      <ActionButton
        variant="secondary"
        size="sm"
        aria-label={`Payer par virement : ${label}`}
        disabled={order.isPending}
        onClick={() => order.mutate(product)}
      >
        Payer par virement
      </ActionButton>
    );
  const rechargeActions = (recharge: { id: NonNullable<TCheckoutRequest['rechargeId']>; name: string }) => (
    <>
      {(payments.paymentsEnabled || !byTransfer) && (
        <ActionButton
          variant="secondary"
          size="sm"
          aria-label={`Acheter : ${recharge.name}`}
          disabled={!payments.paymentsEnabled || pending}
          onClick={() => buy({ rechargeId: recharge.id })}
        >
          Acheter
        </ActionButton>
      )}
      {transferButton(recharge.name, { rechargeId: recharge.id })}
    </>
  );
  const failed = redirect.isError ? redirect.error : order.isError ? order.error : null;
  // « Commande enregistrée » while that order still awaits its transfer: once the team confirmed
  // it or the provider cancelled it, « faites le virement » would ask for money not owed.
  const ordered =
    order.isSuccess && transfers.orders.some((o) => o.id === order.data.order.id) ? order.data.order : null;
  return (
    <>
      {!payments.paymentsEnabled && <PaymentsOffNotice transfers={byTransfer} />}
      {transfers.period && <TransferPeriod period={transfers.period} catalogue={catalogue} />}
      {ordered && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900"
        >
          Commande enregistrée : faites le virement de {formatPrice(ordered.amountCents)} avec la référence{' '}
          {ordered.reference} (détails ci-dessous).
        </p>
      )}
      {failed && (
        <p role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {parseApiError(failed).message}
        </p>
      )}
      <TransferOrders transfers={transfers} />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {plans.map((offer) => {
          const current = offer.id === balance.packId;
          return (
            <li
              key={offer.id}
              className={`flex flex-col rounded-xl border p-4 ${current ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200'}`}
            >
              <h3 className="font-semibold text-slate-900">{offer.name}</h3>
              <p className="text-lg font-bold text-slate-900">
                {formatPrice(offer.priceCents)}
                {offer.priceCents > 0 && <span className="text-xs font-normal text-slate-600"> TTC</span>}
              </p>
              <p className="text-sm text-slate-700">{quotaOf(offer)}</p>
              <p className="mb-3 text-sm text-slate-600">Report : {carryOf(offer)}</p>
              <div className="mt-auto">
                {current ? (
                  <p className="text-sm font-semibold text-brand-700">Votre pack actuel</p>
                ) : (
                  offer.id !== 'gratuit' && (
                    <div className="flex flex-wrap gap-2">
                      {(payments.paymentsEnabled || !byTransfer) && (
                        <ActionButton
                          variant="secondary"
                          size="sm"
                          aria-label={`Choisir le pack ${offer.name}`}
                          disabled={!payments.paymentsEnabled || pending}
                          onClick={() => buy({ packId: offer.id as NonNullable<TCheckoutRequest['packId']> })}
                        >
                          Choisir
                        </ActionButton>
                      )}
                      {transferButton(`pack ${offer.name}`, {
                        packId: offer.id as NonNullable<TCheckoutRequest['packId']>,
                      })}
                    </div>
                  )
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <h3 className="mt-6 mb-2 font-semibold text-slate-900">Recharges</h3>
      <p className="mb-3 text-sm text-slate-600">
        Des rendez-vous en plus de votre pack, sans plafond mensuel, utilisés après ceux de la période et le
        report, valables 12 mois après l’achat.
      </p>
      <RechargeList items={catalogue.recharges} actions={rechargeActions} />
      <h3 className="mt-6 mb-2 font-semibold text-slate-900">Recharges SMS</h3>
      <p className="mb-3 text-sm text-slate-600">
        Des crédits pour les rappels par SMS de vos clients : un crédit par SMS envoyé, sans date
        d’expiration.
      </p>
      <RechargeList items={catalogue.smsRecharges} actions={rechargeActions} />
      {pending && (
        <p role="status" className="mt-3 text-sm text-slate-700">
          Redirection vers la page de paiement sécurisée…
        </p>
      )}
    </>
  );
}
