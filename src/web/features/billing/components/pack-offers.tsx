import { formatPrice } from '../../../../shared/french-format';
import type { TBalance, TPacksResponse } from '../../../../shared/schemas/billing';
import type { TCheckoutRequest, TSubscriptionResponse } from '../../../../shared/schemas/payments';
import { ActionButton } from '../../../components/ui/action-button';
import { parseApiError } from '../../../lib/parse-api-error';
import { useStripeRedirect } from '../api/payments';
import { PaymentsOffNotice } from './payments-off-notice';

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
 * The plans and recharges, each with its button to Stripe Checkout (ADR 0037); the current plan
 * is marked, not offered. Without card payments, the notice says how to pay by transfer.
 */
export function PackOffers({
  catalogue,
  balance,
  payments,
}: {
  catalogue: TPacksResponse;
  balance: TBalance;
  payments: TSubscriptionResponse;
}) {
  const redirect = useStripeRedirect();
  const pending = redirect.isPending || redirect.isSuccess;
  const buy = (checkout: TCheckoutRequest) => redirect.mutate({ checkout });
  const plans = [catalogue.free, ...catalogue.packs];
  return (
    <>
      {!payments.paymentsEnabled && <PaymentsOffNotice />}
      {redirect.isError && (
        <p role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {parseApiError(redirect.error).message}
        </p>
      )}
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
                    <ActionButton
                      variant="secondary"
                      size="sm"
                      aria-label={`Choisir le pack ${offer.name}`}
                      disabled={!payments.paymentsEnabled || pending}
                      onClick={() => buy({ packId: offer.id as NonNullable<TCheckoutRequest['packId']> })}
                    >
                      Choisir
                    </ActionButton>
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
      <ul className="grid gap-3 sm:grid-cols-2">
        {catalogue.recharges.map((recharge) => (
          <li
            key={recharge.id}
            className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 p-4"
          >
            <div>
              <h4 className="font-semibold text-slate-900">{recharge.name}</h4>
              <p className="text-sm text-slate-700">{formatPrice(recharge.priceCents)} TTC</p>
            </div>
            <ActionButton
              variant="secondary"
              size="sm"
              aria-label={`Acheter : ${recharge.name}`}
              disabled={!payments.paymentsEnabled || pending}
              onClick={() => buy({ rechargeId: recharge.id })}
            >
              Acheter
            </ActionButton>
          </li>
        ))}
      </ul>
      {pending && (
        <p role="status" className="mt-3 text-sm text-slate-700">
          Redirection vers la page de paiement sécurisée…
        </p>
      )}
    </>
  );
}
