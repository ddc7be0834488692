import { useState } from 'react';
import { formatPrice } from '../../../../shared/french-format';
import type { TBalance, TPacksResponse } from '../../../../shared/schemas/billing';
import { ActionButton } from '../../../components/ui/action-button';
import { PaymentUnavailableDialog } from './payment-unavailable-dialog';

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

/** The plans and recharges, each with its button; the current plan is marked, not offered. */
export function PackOffers({ catalogue, balance }: { catalogue: TPacksResponse; balance: TBalance }) {
  const [choice, setChoice] = useState<string | null>(null);
  const plans = [catalogue.free, ...catalogue.packs];
  return (
    <>
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
                      aria-label={`Changer de pack : ${offer.name}`}
                      onClick={() => setChoice(`au pack ${offer.name}`)}
                    >
                      Changer de pack
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
              aria-label={`Recharger : ${recharge.name}`}
              onClick={() => setChoice(`à la recharge de ${recharge.appointments} rendez-vous`)}
            >
              Recharger
            </ActionButton>
          </li>
        ))}
      </ul>
      <PaymentUnavailableDialog choice={choice} onClose={() => setChoice(null)} />
    </>
  );
}
